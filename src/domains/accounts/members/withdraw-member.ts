import "server-only";
import { eq, sql } from "drizzle-orm";
import { disconnectMemberSockets } from "@/platform/realtime/socket-server";
import { getDb, type Db } from "@/platform/db/client";
import { badRequest } from "@/platform/errors";
import { verifyPassword } from "../password-hash";
import { findLiveMemberPassword } from "../queries";
import { apiKeys, DEFAULT_NOTIFICATION_PREFERENCES, providerAccounts, users } from "../schema";
import { markSessionsStale } from "../stale-sessions";
import { withdrawalCleanups } from "../withdrawal-cleanups";

/**
 * 회원탈퇴: erases every personal field (e-mail, password, names, Google/Kakao/Naver links, birth year, API keys), revokes
 * all sessions and runs other domains' cleanups, in one transaction. The row stays so posts keep an
 * author, shown as "탈퇴한 회원". Password members confirm with their password.
 */
export async function withdrawMember({ userId, password }: { userId: string; password?: string }): Promise<void> {
  const db = getDb();
  const user = await findLiveMemberPassword({ userId });
  if (user.passwordHash && !(await verifyPassword({ password: password ?? "", passwordHash: user.passwordHash }))) {
    throw badRequest("비밀번호가 올바르지 않습니다.", "wrong_password");
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: null,
        passwordHash: null,
        name: null,
        nickname: null,
        googleSub: null,
        birthYear: null,
        identityVerifiedAt: null,
        identityAdult: null,
        identityCiHash: null,
        notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        deletedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await tx.delete(providerAccounts).where(eq(providerAccounts.userId, userId));
    await tx.delete(apiKeys).where(eq(apiKeys.userId, userId));
    for (const cleanup of withdrawalCleanups) await cleanup.run({ tx: tx as unknown as Db, userId });
  });
  markSessionsStale({ userId });
  disconnectMemberSockets({ userId });
}
