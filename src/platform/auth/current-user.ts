import "server-only";
import type { SessionUser } from "./session-user";

/**
 * The user behind the current request, or null. The accounts domain replaces the body with the
 * next-auth JWT lookup (including the token-version revocation check).
 */
export async function getCurrentUser(): Promise<SessionUser | null> {
  return null;
}
