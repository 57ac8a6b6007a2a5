import "server-only";
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { getConfig } from "@/platform/config";

/** One key per use, each derived with HKDF from NEXTAUTH_SECRET (generated into DATA_DIR when not given). */
function keyFor(info: "kakao-talk:tokens" | "kakao-talk:state"): Buffer {
  const secret = getConfig().NEXTAUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET is not set");
  return Buffer.from(hkdfSync("sha256", secret, "aeksangpick", info, 32));
}

const VERSION = "v1";

/** AES-256-GCM with the member's id as associated data: a sealed token copied to another member's row does not open. */
export function sealToken({ token, userId }: { token: string; userId: string }): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor("kakao-talk:tokens"), iv);
  cipher.setAAD(Buffer.from(userId, "utf8"));
  const body = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
}

/** The token sealed by sealToken for this member; throws when it was altered or belongs to someone else. */
export function openToken({ sealed, userId }: { sealed: string; userId: string }): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("unknown sealed token format");
  const decipher = createDecipheriv("aes-256-gcm", keyFor("kakao-talk:tokens"), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(userId, "utf8"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

/** HMAC-SHA256 of a consent state cookie's claims (consent-state.ts). */
export function signState(claims: string): string {
  return createHmac("sha256", keyFor("kakao-talk:state")).update(claims).digest("base64url");
}

export function stateSignatureValid(claims: string, signature: string): boolean {
  const expected = Buffer.from(signState(claims));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
