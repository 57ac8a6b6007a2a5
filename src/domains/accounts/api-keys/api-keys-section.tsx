import "server-only";
import { adultGateNeedsIdentity } from "../adult-standing";
import { ApiKeysCard } from "./api-keys-card";
import { listApiKeys, MAX_ACTIVE_API_KEYS } from "./api-keys";

/** /profile's API 키 card with the member's keys. `docsHref`: the API's page. */
export async function ApiKeysSection({ userId, docsHref }: { userId: string; docsHref: string }) {
  const keys = await listApiKeys({ userId });
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return (
    <ApiKeysCard
      max={MAX_ACTIVE_API_KEYS}
      docsHref={docsHref}
      keyRequired={adultGateNeedsIdentity()}
      keys={keys.map((k) => ({ ...k, createdAt: k.createdAt.toISOString(), lastUsedAt: iso(k.lastUsedAt), revokedAt: iso(k.revokedAt) }))}
    />
  );
}
