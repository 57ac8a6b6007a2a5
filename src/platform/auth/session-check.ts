import type { JWT } from "next-auth/jwt";
import { processSlot } from "../process-slots";
import type { SessionUser } from "./session-user";

/** Turns a decoded session token into its member, or null when the token was revoked (ban, withdrawal…). */
export type SessionCheck = (token: JWT) => Promise<SessionUser | null>;

// Installed once by the composition root (accounts' revocation check).
const installed = processSlot<SessionCheck>("sessionCheck");

export function installSessionCheck(check: SessionCheck): void {
  installed.set(check);
}

export function installedSessionCheck(): SessionCheck {
  const check = installed.get();
  if (!check) throw new Error("Session check not installed: start the app through server.ts (or installSessionCheck in tests)");
  return check;
}
