import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "x-aeksangpick-signature";
export const TIMESTAMP_HEADER = "x-aeksangpick-timestamp";

/** A fresh signing secret for a JSON endpoint ("whsec_" + 32 random bytes). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

const hmacHex = (secret: string, timestamp: string, body: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

/** The headers that sign a JSON body: `sha256=<hex HMAC-SHA256(secret, timestamp + "." + body)>`, timestamp in Unix seconds. */
export function signWebhookBody({ secret, body, now = new Date() }: { secret: string; body: string; now?: Date }): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return { [SIGNATURE_HEADER]: `sha256=${hmacHex(secret, timestamp, body)}`, [TIMESTAMP_HEADER]: timestamp };
}

/**
 * What a receiver runs (docs/webhooks.md): true only for our signature over exactly this body, made within
 * `toleranceSeconds` of now (a replayed old request fails). Compared in constant time.
 */
export function verifyWebhookSignature({
  secret,
  body,
  signature,
  timestamp,
  toleranceSeconds = 300,
  now = new Date(),
}: {
  secret: string;
  body: string;
  signature: string | null | undefined;
  timestamp: string | null | undefined;
  toleranceSeconds?: number;
  now?: Date;
}): boolean {
  if (!signature || !timestamp || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const expected = Buffer.from(`sha256=${hmacHex(secret, timestamp, body)}`);
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
