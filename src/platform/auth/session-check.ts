import type { JWT } from "next-auth/jwt";
import type { SessionUser } from "./session-user";

/** Turns a decoded session token into its member, or null when the token was revoked (ban, withdrawal…). */
export type SessionCheck = (token: JWT) => Promise<SessionUser | null>;

// Installed once by the composition root (accounts' revocation check); shared through globalThis
// because Next bundles route code apart from server.ts.
const globalForSession = globalThis as unknown as { __sessionCheck?: SessionCheck };

export function installSessionCheck(check: SessionCheck): void {
  globalForSession.__sessionCheck = check;
}

export function installedSessionCheck(): SessionCheck {
  const check = globalForSession.__sessionCheck;
  if (!check) throw new Error("Session check not installed: start the app through server.ts (or installSessionCheck in tests)");
  return check;
}
