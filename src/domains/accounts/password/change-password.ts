import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { badRequest, tooManyRequests } from "@/platform/errors";
import { authLimiters } from "../auth-rate-limits";
import { hashPassword, verifyPassword } from "../password-hash";
import { findLiveMemberPassword } from "../queries";
import { users } from "../schema";
import { announceSessionsRevoked } from "../sign-out-everywhere";

/**
 * Sets a new password. A member who has one must give the current one (guesses count against the
 * same limit as sign-in); a Google-only member may add one. Every session ends (token version bumped,
 * sockets closed): the caller's is re-issued by the action (`reissueSessionCookie`).
 */
export async function changePassword({
  userId,
  currentPassword,
  newPassword,
}: {
  userId: string;
  currentPassword?: string;
  newPassword: string;
}): Promise<void> {
  const db = getDb();
  const user = await findLiveMemberPassword({ userId });
  if (user.passwordHash) {
    const { passwordFailures } = authLimiters();
    const key = `change-password|${userId}`;
    if (!(await passwordFailures.hit(key)).allowed)
      throw tooManyRequests("비밀번호를 너무 여러 번 잘못 입력했습니다. 15분 후에 다시 시도해 주세요.");
    if (!(await verifyPassword({ password: currentPassword ?? "", passwordHash: user.passwordHash })))
      throw badRequest("현재 비밀번호가 올바르지 않습니다.", "wrong_password");
    await passwordFailures.reset(key);
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  announceSessionsRevoked({ userId });
}
