import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getConfig } from "@/platform/config";

// The one-click unsubscribe link's token: the member id and an HMAC of it (a key derived from NEXTAUTH_SECRET).
const signatureOf = (userId: string) =>
  createHmac("sha256", `aeksangpick:email-unsubscribe:${getConfig().NEXTAUTH_SECRET}`).update(userId).digest("base64url");

export function unsubscribeTokenFor({ userId }: { userId: string }): string {
  return `${userId}.${signatureOf(userId)}`;
}

/** The member a token was made for, or null when it is malformed or its signature does not match. */
export function memberOfUnsubscribeToken(token: string): string | null {
  const [userId, signature] = token.split(".");
  if (!userId || !signature || !/^[0-9a-f-]{36}$/.test(userId)) return null;
  const expected = Buffer.from(signatureOf(userId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}
