import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { memberForGoogleAccount, memberForProviderAccount } from "../auth";
import { assertAdultBirthYear } from "../korean-age";
import type { SignUpIdentity } from "../auth";
import type { UserAuthState } from "../queries";
import { toUserConflict } from "./register-member";
import { providerAccounts, users } from "../schema";
import { uniqueViolationConstraint } from "@/platform/db/constraint-violation";
import { recordSignUpConsents } from "./sign-up-consents";

/** The live member this identity already belongs to: a Google account by `google_sub`, Kakao/Naver by their link. */
function memberOfIdentity(identity: SignUpIdentity): Promise<UserAuthState | null> {
  return identity.provider === "google" ? memberForGoogleAccount({ sub: identity.providerAccountId }) : memberForProviderAccount(identity);
}

/** A unique key that a second, simultaneous submit of the same identity runs into. */
const IDENTITY_KEYS = new Set(["provider_account_key", "app_user_google_sub_key"]);

/**
 * Creates the member of a first Kakao, Naver or Google sign-in once they gave an adult birth year and agreed
 * to the terms: the member and its way in (the Kakao/Naver link, or the Google sub) in one transaction. The
 * e-mail is kept only when the provider vouches for it and no account has it (so no one reserves another
 * person's address). A repeated submit finds the member the first one made.
 */
export async function completeProviderSignUp({
  identity,
  nickname,
  birthYear,
  marketing = false,
  now = new Date(),
}: {
  identity: SignUpIdentity;
  nickname: string;
  birthYear: number;
  /** 마케팅 정보 수신 agreed (the required documents were, or the form would not have come here). */
  marketing?: boolean;
  now?: Date;
}): Promise<UserAuthState> {
  assertAdultBirthYear({ birthYear, now });
  const existing = await memberOfIdentity(identity);
  if (existing) return existing;
  const db = getDb();
  let email = identity.emailVerified ? identity.email : null;
  if (email) {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (taken) email = null;
  }
  try {
    return await db.transaction(async (tx) => {
      const googleSub = identity.provider === "google" ? identity.providerAccountId : null;
      const [member] = await tx
        .insert(users)
        .values({ email, emailVerifiedAt: email ? now : null, nickname, birthYear, googleSub, lastSignInAt: now })
        .returning()
        .catch(toUserConflict);
      if (identity.provider !== "google")
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
    if (!IDENTITY_KEYS.has(uniqueViolationConstraint(error) ?? "")) throw error;
    const again = await memberOfIdentity(identity);
    if (!again) throw error;
    return again;
  }
}
