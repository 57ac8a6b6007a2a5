import "server-only";
import { isKoreanProviderId } from "../korean-provider-names";
import { configuredKoreanProviders } from "../auth";
import { LinkedAccountsCard } from "./linked-accounts-card";
import { listProviderLinks } from "./provider-links";

/** /profile's 연결된 계정 card, with the outcome of a link the provider just sent the member back from. */
export async function LinkedAccounts({ userId, link, provider }: { userId: string; link?: string; provider?: string }) {
  const linked = await listProviderLinks({ userId });
  return (
    <LinkedAccountsCard
      available={configuredKoreanProviders()}
      linked={linked.map((l) => ({ provider: l.provider, linkedAt: l.linkedAt.toISOString() }))}
      result={link && isKoreanProviderId(provider) ? { outcome: link, provider } : null}
    />
  );
}
