import "server-only";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import { getConfig } from "@/platform/config";
import { isSignUpProviderId } from "../sign-up-provider-names";
import { LinkedAccountsCard } from "./linked-accounts-card";
import { linkableProviders } from "./linkable-providers";
import { listProviderLinks } from "./provider-links";

/** /profile's 연결된 계정 card, with the outcome of a link the provider just sent the member back from. */
export async function LinkedAccounts({ userId, link, provider }: { userId: string; link?: string; provider?: string }) {
  const [linked, available, { googleClientId }] = await Promise.all([
    listProviderLinks({ userId }),
    linkableProviders(),
    getSiteSettings(),
  ]);
  return (
    <LinkedAccountsCard
      available={available}
      linked={linked.map((l) => ({ provider: l.provider, linkedAt: l.linkedAt?.toISOString() ?? null }))}
      result={link && isSignUpProviderId(provider) ? { outcome: link, provider } : null}
      google={googleClientId ? { clientId: googleClientId, scriptUrl: getConfig().GOOGLE_GSI_SCRIPT_URL } : null}
    />
  );
}
