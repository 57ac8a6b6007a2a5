import { createECDH, randomBytes } from "node:crypto";

/** A browser's side of a push subscription: its P-256 key pair and auth secret, as RFC 8291 needs. */
export type BrowserPushKeys = { ecdh: ReturnType<typeof createECDH>; authSecret: Buffer; p256dh: string; auth: string };

export function createBrowserPushKeys(): BrowserPushKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return { ecdh, authSecret, p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") };
}

/** The JSON a browser's PushSubscription serialises to, for `endpoint`. */
export function pushSubscriptionJson({ endpoint, keys = createBrowserPushKeys() }: { endpoint: string; keys?: BrowserPushKeys }) {
  return { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}
