import "server-only";
import type { JWT } from "next-auth/jwt";
import type { Grade, SessionUser } from "@/platform/auth/session-user";
import { findUserAuthState, type UserAuthState } from "./queries";
import { isCheckOutdated } from "./stale-sessions";

/** A ban, a grade change or a deletion reaches a session's token within this time. */
export const REVOCATION_CHECK_INTERVAL_MS = 60_000;

/** What our JWT carries besides next-auth's own claims: the member, their token version, last check time. */
export type SessionClaims = { sub: string; name: string | null; email: string | null; grade: Grade; ver: number; chk: number };
export type SessionToken = JWT & SessionClaims;

/** Thrown when a token may no longer be used; next-auth then clears the session cookie. */
export class SessionRevokedError extends Error {
  constructor(reason: string) {
    super(`session revoked: ${reason}`);
    this.name = "SessionRevokedError";
  }
}

/** The session name: the real name when given, else the nickname. */
export function sessionNameOf(user: { name: string | null; nickname: string | null }): string | null {
  return user.name ?? user.nickname;
}

export function claimsForUser(user: UserAuthState, now = Date.now()): SessionClaims {
  return { sub: user.id, name: sessionNameOf(user), email: user.email, grade: user.grade, ver: user.tokenVersion, chk: now };
}

function isSessionToken(token: JWT | null | undefined): token is SessionToken {
  return (
    !!token &&
    typeof token.sub === "string" &&
    typeof token.ver === "number" &&
    typeof token.chk === "number" &&
    (token.grade === "NORMAL" || token.grade === "ADMIN")
  );
}

/**
 * Re-checks a token against the database when its last check is older than the revocation interval
 * (or a change happened in this process since): a banned, deleted or signed-out-everywhere member's
 * token is refused; name, e-mail and grade are refreshed. Throws SessionRevokedError.
 */
export async function revalidateSessionToken({
  token,
  now = Date.now(),
}: {
  token: JWT | null | undefined;
  now?: number;
}): Promise<SessionToken> {
  if (!isSessionToken(token)) throw new SessionRevokedError("not one of ours");
  const due = now - token.chk >= REVOCATION_CHECK_INTERVAL_MS || isCheckOutdated({ userId: token.sub, checkedAt: token.chk });
  if (!due) return token;
  const state = await findUserAuthState({ userId: token.sub });
  if (!state) throw new SessionRevokedError("member not found");
  if (state.deletedAt) throw new SessionRevokedError("member withdrew");
  if (state.bannedAt) throw new SessionRevokedError("member banned");
  if (state.tokenVersion !== token.ver) throw new SessionRevokedError("token version changed");
  return { ...token, ...claimsForUser(state, now) };
}

export function sessionUserFromToken(token: SessionClaims): SessionUser {
  return { id: token.sub, name: token.name, email: token.email, grade: token.grade };
}

/** The revocation check the platform's session reader runs on every decoded token (installed at start-up). */
export async function checkSessionToken(token: JWT): Promise<SessionUser | null> {
  try {
    return sessionUserFromToken(await revalidateSessionToken({ token }));
  } catch (error) {
    if (error instanceof SessionRevokedError) return null;
    throw error;
  }
}
