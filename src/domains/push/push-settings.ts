import "server-only";
import type { Config } from "@/platform/config";
import type { PushSettings } from "./send-push";

/** Price news is stale after a day; a push service gets 10 s to take a message; production pushes reach public addresses only. */
export function pushSettingsFrom({ config }: { config: Config }): PushSettings | null {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, CONTACT_EMAIL } = config;
  if (!VAPID_PUBLIC_KEY || !VAPID_PRIVATE_KEY) return null;
  return {
    vapid: { subject: VAPID_SUBJECT ?? `mailto:${CONTACT_EMAIL}`, publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY },
    ttlSeconds: 24 * 60 * 60,
    urgency: "normal",
    timeoutMs: 10_000,
    publicAddressesOnly: config.NODE_ENV === "production",
  };
}
