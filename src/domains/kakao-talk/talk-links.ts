import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import type { KakaoTokens } from "./kakao-api";
import { kakaoTalkDeliveries, kakaoTalkLinks, type KakaoTalkLinkRow } from "./schema";
import { openToken, sealToken } from "./token-seal";

/** A member's link with its tokens opened; `refreshSealed` tells a refresh that raced another apart (see refreshLink). */
export type OpenTalkLink = {
  userId: string;
  kakaoAccountId: string;
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  refreshSealed: string;
};

const expiryOf = (tokens: KakaoTokens, now: Date) => new Date(now.getTime() + tokens.expiresInSeconds * 1000);

function opened(row: KakaoTalkLinkRow): OpenTalkLink {
  return {
    userId: row.userId,
    kakaoAccountId: row.kakaoAccountId,
    accessToken: openToken({ sealed: row.accessTokenSealed, userId: row.userId }),
    refreshToken: openToken({ sealed: row.refreshTokenSealed, userId: row.userId }),
    expiresAt: row.expiresAt,
    refreshSealed: row.refreshTokenSealed,
  };
}

/** Keeps (or replaces) a member's consent with the tokens Kakao just gave for it. */
export async function saveTalkLink({
  userId,
  kakaoAccountId,
  tokens,
  now = new Date(),
}: {
  userId: string;
  kakaoAccountId: string;
  tokens: KakaoTokens & { refreshToken: string };
  now?: Date;
}): Promise<void> {
  const sealed = {
    kakaoAccountId,
    accessTokenSealed: sealToken({ token: tokens.accessToken, userId }),
    refreshTokenSealed: sealToken({ token: tokens.refreshToken, userId }),
    expiresAt: expiryOf(tokens, now),
    consentedAt: now,
    refreshedAt: null,
  };
  await getDb()
    .insert(kakaoTalkLinks)
    .values({ userId, ...sealed })
    .onConflictDoUpdate({ target: kakaoTalkLinks.userId, set: sealed });
}

/** When the member's consent was given, or null without one (for /profile). */
export async function findTalkConsent({ userId }: { userId: string }): Promise<{ consentedAt: Date } | null> {
  const [row] = await getDb()
    .select({ consentedAt: kakaoTalkLinks.consentedAt })
    .from(kakaoTalkLinks)
    .where(eq(kakaoTalkLinks.userId, userId));
  return row ?? null;
}

export async function findOpenTalkLink({ userId }: { userId: string }): Promise<OpenTalkLink | null> {
  const [row] = await getDb().select().from(kakaoTalkLinks).where(eq(kakaoTalkLinks.userId, userId));
  return row ? opened(row) : null;
}

/** The links of many members in one query; a row that no longer opens (the secret changed) counts as none. */
export async function listOpenTalkLinks({ userIds }: { userIds: readonly string[] }): Promise<Map<string, OpenTalkLink>> {
  if (userIds.length === 0) return new Map();
  const rows = await getDb()
    .select()
    .from(kakaoTalkLinks)
    .where(sql`${kakaoTalkLinks.userId} = any(${sql.param(userIds)}::uuid[])`);
  const links = new Map<string, OpenTalkLink>();
  for (const row of rows) {
    try {
      links.set(row.userId, opened(row));
    } catch {
      // Sealed under another NEXTAUTH_SECRET: unusable until the member consents again.
    }
  }
  return links;
}

/**
 * Stores refreshed tokens unless another refresh got there first (the stored refresh token is not the one used):
 * answers whether these were stored. Kakao may rotate the refresh token; without a new one the old one stays.
 */
export async function storeRefreshedTokens({
  link,
  tokens,
  now = new Date(),
}: {
  link: OpenTalkLink;
  tokens: KakaoTokens;
  now?: Date;
}): Promise<boolean> {
  const updated = await getDb()
    .update(kakaoTalkLinks)
    .set({
      accessTokenSealed: sealToken({ token: tokens.accessToken, userId: link.userId }),
      ...(tokens.refreshToken ? { refreshTokenSealed: sealToken({ token: tokens.refreshToken, userId: link.userId }) } : {}),
      expiresAt: expiryOf(tokens, now),
      refreshedAt: now,
    })
    .where(and(eq(kakaoTalkLinks.userId, link.userId), eq(kakaoTalkLinks.refreshTokenSealed, link.refreshSealed)))
    .returning({ userId: kakaoTalkLinks.userId });
  return updated.length > 0;
}

/** Forgets a member's consent and tokens (withdrawn at Kakao, a refused refresh, 끊기). */
export async function deleteTalkLink({ userId }: { userId: string }): Promise<void> {
  await getDb().delete(kakaoTalkLinks).where(eq(kakaoTalkLinks.userId, userId));
}

/** Claims a notification's send to a member: true for the one caller that may send it. */
export async function claimTalkDelivery({ userId, notificationId }: { userId: string; notificationId: number }): Promise<boolean> {
  const claimed = await getDb()
    .insert(kakaoTalkDeliveries)
    .values({ userId, notificationId })
    .onConflictDoNothing()
    .returning({ userId: kakaoTalkDeliveries.userId });
  return claimed.length > 0;
}

/** Gives a claim back when the send failed in a way worth retrying, so the retry may claim it again. */
export async function releaseTalkDelivery({ userId, notificationId }: { userId: string; notificationId: number }): Promise<void> {
  await getDb()
    .delete(kakaoTalkDeliveries)
    .where(and(eq(kakaoTalkDeliveries.userId, userId), eq(kakaoTalkDeliveries.notificationId, notificationId)));
}

/** Deletes the claims taken before `takenBefore` (no job still running can need them: CLAIM_KEPT_MS). */
export async function pruneTalkClaims({ takenBefore }: { takenBefore: Date }): Promise<void> {
  await getDb().delete(kakaoTalkDeliveries).where(lt(kakaoTalkDeliveries.claimedAt, takenBefore));
}
