import "server-only";
import { and, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { uniqueViolationConstraint } from "@/platform/db/constraint-violation";
import { badRequest, notFound } from "@/platform/errors";
import type { SignUpProviderId } from "../sign-up-provider-names";
import { providerAccounts, users } from "../schema";

/** A way in through a provider; a Google account has no link row of its own (`users.googleSub`), so no date. */
export type ProviderLink = { provider: SignUpProviderId; linkedAt: Date | null; lastSignInAt: Date | null };

/** The member's Kakao/Naver links and Google account, for /profile. */
export async function listProviderLinks({ userId }: { userId: string }): Promise<ProviderLink[]> {
  const db = getDb();
  const [member] = await db.select({ googleSub: users.googleSub }).from(users).where(eq(users.id, userId));
  const links = await db
    .select({ provider: providerAccounts.provider, linkedAt: providerAccounts.createdAt, lastSignInAt: providerAccounts.lastSignInAt })
    .from(providerAccounts)
    .where(eq(providerAccounts.userId, userId))
    .orderBy(providerAccounts.provider);
  return member?.googleSub ? [...links, { provider: "google", linkedAt: null, lastSignInAt: null }] : links;
}

/**
 * Links a Google account (its `sub`) to a member, as Kakao/Naver are linked (`linkProviderAccount`): `linked` (also
 * when it already was), `taken` (another member signs in with it) or `already` (the member has another Google account).
 */
export async function linkGoogleAccount({ userId, sub }: { userId: string; sub: string }): Promise<"linked" | "taken" | "already"> {
  const db = getDb();
  const holderOf = async () => (await db.select({ id: users.id }).from(users).where(eq(users.googleSub, sub)))[0]?.id;
  const holder = await holderOf();
  if (holder) return holder === userId ? "linked" : "taken";
  try {
    const set = await db
      .update(users)
      .set({ googleSub: sub })
      .where(and(eq(users.id, userId), isNull(users.googleSub)))
      .returning({ id: users.id });
    return set.length > 0 ? "linked" : "already";
  } catch (error) {
    if (uniqueViolationConstraint(error) !== "app_user_google_sub_key") throw error;
    return (await holderOf()) === userId ? "linked" : "taken";
  }
}

export const LAST_WAY_IN = "다른 로그인 방법이 없어 연결을 해제할 수 없습니다. 먼저 비밀번호를 설정하거나 다른 계정을 연결해 주세요.";

/**
 * Unlinks a provider (Kakao/Naver's link, or the Google account) unless it is the member's last way in. Ways in: a
 * password with an e-mail to sign in with, a Google account, a Kakao/Naver link. Checked and removed in one
 * transaction, the member's row locked, so two unlinks at once cannot both pass.
 */
export async function unlinkProviderAccount({ userId, provider }: { userId: string; provider: SignUpProviderId }): Promise<void> {
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
      .where(and(eq(providerAccounts.userId, userId), provider === "google" ? undefined : ne(providerAccounts.provider, provider)));
    const google = member.googleSub && provider !== "google" ? 1 : 0;
    const waysIn = (member.passwordHash && member.email ? 1 : 0) + google + (others?.count ?? 0);
    if (waysIn === 0) throw badRequest(LAST_WAY_IN, "last_sign_in_method");
    const removed =
      provider === "google"
        ? await tx
            .update(users)
            .set({ googleSub: null })
            .where(and(eq(users.id, userId), isNotNull(users.googleSub)))
            .returning({ id: users.id })
        : await tx
            .delete(providerAccounts)
            .where(and(eq(providerAccounts.userId, userId), eq(providerAccounts.provider, provider)))
            .returning({ id: providerAccounts.id });
    if (removed.length === 0) throw notFound("연결된 계정이 없습니다.");
  });
}
