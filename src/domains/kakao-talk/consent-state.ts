import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { signState, stateSignatureValid } from "./token-seal";

/** The cookie carrying a consent request from /profile to Kakao and back: signed, httpOnly, ten minutes, read once. */
export const CONSENT_STATE_COOKIE = "ap_kakao_talk_state";
export const CONSENT_STATE_MAX_AGE_SECONDS = 10 * 60;

/** A new state for `userId`: `state` goes to Kakao, `cookie` to the member's browser. */
export function createConsentState({ userId, now = Date.now() }: { userId: string; now?: number }): { state: string; cookie: string } {
  const state = randomBytes(24).toString("base64url");
  const claims = [state, userId, String(now + CONSENT_STATE_MAX_AGE_SECONDS * 1000)].join(".");
  return { state, cookie: `${claims}.${signState(claims)}` };
}

/** Whether the callback's `state` is the one this member's cookie was made for, unexpired and unaltered. */
export function consentStateMatches({
  cookie,
  state,
  userId,
  now = Date.now(),
}: {
  cookie: string | undefined;
  state: string | undefined;
  userId: string;
  now?: number;
}): boolean {
  if (!cookie || !state) return false;
  const parts = cookie.split(".");
  if (parts.length !== 4) return false;
  const [expected, owner, expiresAt, signature] = parts as [string, string, string, string];
  if (!stateSignatureValid(parts.slice(0, 3).join("."), signature)) return false;
  if (owner !== userId || !(Number(expiresAt) > now)) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(state);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The cookie's attributes: sent only to the consent callback, never readable by scripts. */
export function consentStateCookieOptions({ secure, clear = false }: { secure: boolean; clear?: boolean }) {
  return {
    httpOnly: true,
    sameSite: "lax" as const,
    secure,
    path: "/api/kakao-talk/callback",
    maxAge: clear ? 0 : CONSENT_STATE_MAX_AGE_SECONDS,
  };
}
