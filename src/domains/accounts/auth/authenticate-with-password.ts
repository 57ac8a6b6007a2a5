import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { AuthFailure } from "./auth-errors";
import { authLimiters } from "../auth-rate-limits";
import { verifyPassword } from "../password-hash";
import { rememberSignInAddress } from "../password";
import { findUserByEmail, type UserAuthState } from "../queries";
import { users } from "../schema";

/**
 * Checks an e-mail and password. Null for a wrong pair; AuthFailure when the account+address has
 * used up its attempts (the 11th in a row), the address failed too often, or the member is banned.
 */
export async function authenticateWithPassword({
  email,
  password,
  ip,
}: {
  email: string;
  password: string;
  ip: string;
}): Promise<UserAuthState | null> {
  const normalized = email.trim().toLowerCase();
  const { passwordFailures, signInFailuresPerIp } = authLimiters();
  const accountKey = `${normalized}|${ip}`;
  // Counted before the password is checked, so parallel guesses cannot slip past the limit.
  if (!(await passwordFailures.hit(accountKey)).allowed) throw new AuthFailure("TooManyAttempts");
  if (!(await signInFailuresPerIp.check(ip)).allowed) throw new AuthFailure("RateLimited");

  const user = normalized ? await findUserByEmail({ email: normalized }) : null;
  const matches = await verifyPassword({ password, passwordHash: user?.passwordHash ?? null });
  if (!user || !matches) {
    await signInFailuresPerIp.hit(ip);
    return null;
  }
  if (user.bannedAt) throw new AuthFailure("AccountBanned");
  await passwordFailures.reset(accountKey);
  await rememberSignInAddress({ userId: user.id, ip });
  await getDb().update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
  return user;
}
