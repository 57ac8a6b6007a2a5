import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { badRequest, notFound } from "@/platform/errors";
import type { KoreanProviderId } from "../korean-provider-names";
import { providerAccounts, users } from "../schema";

export type ProviderLink = { provider: KoreanProviderId; linkedAt: Date; lastSignInAt: Date | null };

/** The member's Kakao/Naver links, for /profile. */
export async function listProviderLinks({ userId }: { userId: string }): Promise<ProviderLink[]> {
  return getDb()
    .select({ provider: providerAccounts.provider, linkedAt: providerAccounts.createdAt, lastSignInAt: providerAccounts.lastSignInAt })
    .from(providerAccounts)
    .where(eq(providerAccounts.userId, userId))
    .orderBy(providerAccounts.provider);
}

export const LAST_WAY_IN = "다른 로그인 방법이 없어 연결을 해제할 수 없습니다. 먼저 비밀번호를 설정하거나 다른 계정을 연결해 주세요.";

/**
 * Unlinks a provider unless it is the member's last way in. Ways in: a password with an e-mail to sign in
 * with, a Google account, another provider link. Checked and deleted in one transaction, the member's row
 * locked, so two unlinks at once cannot both pass.
 */
export async function unlinkProviderAccount({ userId, provider }: { userId: string; provider: KoreanProviderId }): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [member] = await tx
      .select({ passwordHash: users.passwordHash, email: users.email, googleSub: users.googleSub })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!member) throw notFound("회원 정보를 찾을 수 없습니다.");
    const [others] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(providerAccounts)
      .where(and(eq(providerAccounts.userId, userId), ne(providerAccounts.provider, provider)));
    const waysIn = (member.passwordHash && member.email ? 1 : 0) + (member.googleSub ? 1 : 0) + (others?.count ?? 0);
    if (waysIn === 0) throw badRequest(LAST_WAY_IN, "last_sign_in_method");
    const removed = await tx
      .delete(providerAccounts)
      .where(and(eq(providerAccounts.userId, userId), eq(providerAccounts.provider, provider)))
      .returning({ id: providerAccounts.id });
    if (removed.length === 0) throw notFound("연결된 계정이 없습니다.");
  });
}
