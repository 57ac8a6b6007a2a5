import "server-only";
import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import type { Grade } from "@/platform/auth/session-user";
import { getDb } from "@/platform/db/client";
import { notFound } from "@/platform/errors";
import { isAdultBirthYear } from "./korean-age";
import { memberDisplayNameSql } from "./member-display-name";
import { providerAccounts, users, type NotificationPreferences } from "./schema";

export type UserAuthState = {
  id: string;
  email: string | null;
  name: string | null;
  nickname: string | null;
  grade: Grade;
  tokenVersion: number;
  bannedAt: Date | null;
  deletedAt: Date | null;
};

/** The columns of `UserAuthState`, for any query that answers one. */
export const authStateColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  nickname: users.nickname,
  grade: users.grade,
  tokenVersion: users.tokenVersion,
  bannedAt: users.bannedAt,
  deletedAt: users.deletedAt,
};

/** What a session check needs to know about a member, or null when no such row exists. */
export async function findUserAuthState({ userId }: { userId: string }): Promise<UserAuthState | null> {
  const [row] = await getDb().select(authStateColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function findUserByEmail({ email }: { email: string }) {
  const [row] = await getDb().select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row ?? null;
}

export type Profile = {
  id: string;
  email: string | null;
  name: string | null;
  nickname: string | null;
  birthYear: number | null;
  hasPassword: boolean;
  hasGoogle: boolean;
  /** The e-mail is proven (alert mails go only to proven addresses). */
  emailVerified: boolean;
  notificationPreferences: NotificationPreferences;
  createdAt: Date;
};

/** Whether the member has an e-mail not yet proven (such an account is never linked to a Kakao/Naver account). */
export async function hasUnverifiedEmail({ userId }: { userId: string }): Promise<boolean> {
  const [row] = await getDb().select({ email: users.email, verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.email) && !row?.verifiedAt;
}

/** The signed-in member's own profile page data. */
export async function getProfile({ userId }: { userId: string }): Promise<Profile | null> {
  const [row] = await getDb()
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) return null;
  const { id, email, name, nickname, birthYear, notificationPreferences, createdAt } = row;
  return {
    id,
    email,
    name,
    nickname,
    birthYear,
    notificationPreferences,
    createdAt,
    hasPassword: row.passwordHash !== null,
    hasGoogle: row.googleSub !== null,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

/** Notification choices of many members in one query (ids as one array parameter); withdrawn and banned members are absent. */
export async function listNotificationPreferences({
  userIds,
}: {
  userIds: readonly string[];
}): Promise<Map<string, NotificationPreferences>> {
  if (userIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ id: users.id, preferences: users.notificationPreferences })
    .from(users)
    .where(and(sql`${users.id} = any(${sql.param(userIds)}::uuid[])`, isNull(users.deletedAt), isNull(users.bannedAt)));
  return new Map(rows.map((r) => [r.id, r.preferences]));
}

/** The provider account ids of many members in one query (member id → account id); members without one are absent. */
export async function listProviderAccountIds({
  userIds,
  provider,
}: {
  userIds: readonly string[];
  provider: "kakao" | "naver";
}): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ userId: providerAccounts.userId, id: providerAccounts.providerAccountId })
    .from(providerAccounts)
    .where(and(eq(providerAccounts.provider, provider), sql`${providerAccounts.userId} = any(${sql.param(userIds)}::uuid[])`));
  return new Map(rows.map((r) => [r.userId, r.id]));
}

/** The account id a member signs in with at a provider (Kakao's user id as a decimal string), or null without a link. */
export async function findProviderAccountId({ userId, provider }: { userId: string; provider: "kakao" | "naver" }): Promise<string | null> {
  return (await listProviderAccountIds({ userIds: [userId], provider })).get(userId) ?? null;
}

/** Whether a member declared an adult birth year (Google sign-ups have none until they add it). */
export async function isAdultMember({ userId }: { userId: string }): Promise<boolean> {
  const [row] = await getDb().select({ birthYear: users.birthYear }).from(users).where(eq(users.id, userId));
  return row?.birthYear != null && isAdultBirthYear({ birthYear: row.birthYear });
}

/** 본인인증 counts for a year (re-verified yearly, as Korean adult sites ask). */
export const IDENTITY_VALID_MS = 365 * 24 * 60 * 60 * 1000;

/** Whether a member's 본인인증 of the last year found them 19+ (ADULT_VERIFICATION=identity's adult). */
export async function isIdentityVerifiedAdult({ userId, now = new Date() }: { userId: string; now?: Date }): Promise<boolean> {
  const [row] = await getDb()
    .select({ at: users.identityVerifiedAt, adult: users.identityAdult })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row?.adult === true && row.at !== null && now.getTime() - row.at.getTime() < IDENTITY_VALID_MS;
}

export type MemberListItem = {
  id: string;
  email: string | null;
  nickname: string | null;
  name: string | null;
  grade: Grade;
  signIn: Array<"password" | "google">;
  bannedAt: Date | null;
  deletedAt: Date | null;
  lastSignInAt: Date | null;
  createdAt: Date;
};

/** Members for the back-office, newest first, optionally filtered by e-mail or nickname. */
export async function listMembers({ page, limit, query }: { page: number; limit: number; query?: string }) {
  const db = getDb();
  const pattern = query ? `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = pattern ? or(ilike(users.email, pattern), ilike(users.nickname, pattern)) : undefined;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ total }] = (await db.select({ total: count() }).from(users).where(where)) as [{ total: number }];
  const members: MemberListItem[] = rows.map((u) => ({
    id: u.id,
    email: u.email,
    nickname: u.nickname,
    name: u.name,
    grade: u.grade,
    signIn: [...(u.passwordHash ? (["password"] as const) : []), ...(u.googleSub ? (["google"] as const) : [])],
    bannedAt: u.bannedAt,
    deletedAt: u.deletedAt,
    lastSignInAt: u.lastSignInAt,
    createdAt: u.createdAt,
  }));
  return { members, pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) } };
}

/** Members' shown names (nickname, or "탈퇴한 회원") by id, for screens that name members they only hold ids of. */
export async function listMemberDisplayNames({ ids }: { ids: string[] }): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await getDb().select({ id: users.id, name: memberDisplayNameSql }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A member who has not withdrawn, with their password hash (null for Google-only members); 404 otherwise. */
export async function findLiveMemberPassword({ userId }: { userId: string }): Promise<{ passwordHash: string | null }> {
  const [user] = await getDb()
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw notFound("회원 정보를 찾을 수 없습니다.");
  return user;
}
