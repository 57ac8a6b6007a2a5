import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { assertAdultBirthYear } from "./korean-age";
import type { ProviderIdentity } from "./provider-identity";
import { memberForProviderAccount } from "./provider-sign-in";
import type { UserAuthState } from "../queries";
import { toUserConflict } from "./register-member";
import { providerAccounts, users } from "../schema";
import { uniqueViolationConstraint } from "../unique-violation";
import { recordSignUpConsents } from "./sign-up-consents";

/**
 * Creates the member of a first Kakao/Naver sign-in once they gave an adult birth year and agreed to the
 * terms: the member and the link in one transaction. The e-mail is kept only when the provider vouches
 * for it and no account has it (so no one reserves another person's address). A repeated submit finds
 * the member the first one made.
 */
export async function completeProviderSignUp({
  identity,
  nickname,
  birthYear,
  marketing = false,
  now = new Date(),
}: {
  identity: ProviderIdentity;
  nickname: string;
  birthYear: number;
  /** 마케팅 정보 수신 agreed (the required documents were, or the form would not have come here). */
  marketing?: boolean;
  now?: Date;
}): Promise<UserAuthState> {
  assertAdultBirthYear({ birthYear, now });
  const existing = await memberForProviderAccount(identity);
  if (existing) return existing;
  const db = getDb();
  let email = identity.emailVerified ? identity.email : null;
  if (email) {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (taken) email = null;
  }
  try {
    return await db.transaction(async (tx) => {
      const [member] = await tx.insert(users).values({ email, nickname, birthYear, lastSignInAt: now }).returning().catch(toUserConflict);
      await tx.insert(providerAccounts).values({
        userId: member!.id,
        provider: identity.provider,
        providerAccountId: identity.providerAccountId,
        consentedAt: now,
        lastSignInAt: now,
      });
      await recordSignUpConsents(tx, { userId: member!.id, marketing, now });
      return member!;
    });
  } catch (error) {
    if (uniqueViolationConstraint(error) !== "provider_account_key") throw error;
    const again = await memberForProviderAccount(identity);
    if (!again) throw error;
    return again;
  }
}
