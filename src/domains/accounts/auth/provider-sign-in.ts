import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import type { AuthErrorCode } from "./auth-errors";
import type { ProviderIdentity } from "./provider-identity";
import { authStateColumns, type UserAuthState } from "../queries";
import { providerAccounts, users } from "../schema";
import { uniqueViolationConstraint } from "@/platform/db/constraint-violation";

/** What a Kakao, Naver or Google sign-in leads to: this member, a new member (after birth year and consent), or a refusal. */
export type ProviderSignInOutcome = { kind: "member"; member: UserAuthState } | { kind: "new" } | { kind: "refused"; code: AuthErrorCode };

/** The live member a provider account is linked to, or null. */
export async function memberForProviderAccount({
  provider,
  providerAccountId,
}: Pick<ProviderIdentity, "provider" | "providerAccountId">): Promise<UserAuthState | null> {
  const [row] = await getDb()
    .select(authStateColumns)
    .from(providerAccounts)
    .innerJoin(users, eq(users.id, providerAccounts.userId))
    .where(
      and(eq(providerAccounts.provider, provider), eq(providerAccounts.providerAccountId, providerAccountId), isNull(users.deletedAt)),
    );
  return row ?? null;
}

async function recordSignIn({ userId, identity, now }: { userId: string; identity: ProviderIdentity; now: Date }) {
  const db = getDb();
  await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
  await db
    .update(providerAccounts)
    .set({ lastSignInAt: now })
    .where(and(eq(providerAccounts.provider, identity.provider), eq(providerAccounts.providerAccountId, identity.providerAccountId)));
}

/**
 * Decides a Kakao/Naver sign-in: a linked account signs its member in (banned members are refused); any other
 * account is a new member. An e-mail never links by itself (issue 56: whoever signed up with an address first
 * would get the provider's owner): the member signs in to that account and links from the profile.
 */
export async function resolveProviderSignIn({
  identity,
  now = new Date(),
}: {
  identity: ProviderIdentity;
  now?: Date;
}): Promise<ProviderSignInOutcome> {
  const linked = await memberForProviderAccount(identity);
  if (!linked) return { kind: "new" };
  if (linked.bannedAt) return { kind: "refused", code: "AccountBanned" };
  await recordSignIn({ userId: linked.id, identity, now });
  return { kind: "member", member: linked };
}

/**
 * Links a provider account to a member: `linked` (also when it already was), `taken` (linked to another
 * member) or `already` (the member has another account of this provider).
 */
export async function linkProviderAccount({
  userId,
  identity,
  now = new Date(),
}: {
  userId: string;
  identity: ProviderIdentity;
  now?: Date;
}): Promise<"linked" | "taken" | "already"> {
  const db = getDb();
  const [existing] = await db
    .select({ userId: providerAccounts.userId, providerAccountId: providerAccounts.providerAccountId })
    .from(providerAccounts)
    .where(and(eq(providerAccounts.provider, identity.provider), eq(providerAccounts.providerAccountId, identity.providerAccountId)));
  if (existing) return existing.userId === userId ? "linked" : "taken";
  try {
    await db.insert(providerAccounts).values({
      userId,
      provider: identity.provider,
      providerAccountId: identity.providerAccountId,
      lastSignInAt: now,
    });
    return "linked";
  } catch (error) {
    const constraint = uniqueViolationConstraint(error);
    if (constraint === "provider_account_user_provider_key") return "already";
    if (constraint === "provider_account_key") return (await memberForProviderAccount(identity))?.id === userId ? "linked" : "taken";
    throw error;
  }
}
