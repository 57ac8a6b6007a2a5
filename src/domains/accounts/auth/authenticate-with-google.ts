import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getConfig } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { AuthFailure } from "./auth-errors";
import { safeCallbackPath } from "./callback-url";
import { verifyGoogleCredential, type GoogleIdentity } from "./google-id-token";
import type { ProviderSignInOutcome } from "./provider-sign-in";
import { setProviderTicket } from "./provider-tickets";
import { authStateColumns, type UserAuthState } from "../queries";
import { users } from "../schema";

/** The live member who signs in with this Google account, or null. */
export async function memberForGoogleAccount({ sub }: { sub: string }): Promise<UserAuthState | null> {
  const [row] = await getDb()
    .select(authStateColumns)
    .from(users)
    .where(and(eq(users.googleSub, sub), isNull(users.deletedAt)));
  return row ?? null;
}

/**
 * Decides a One Tap sign-in: the member with this Google account (banned members are refused); else a new
 * member, made only after birth year and consent. The same e-mail never links by itself (issue 56).
 */
async function resolveGoogleSignIn({
  identity,
  now = new Date(),
}: {
  identity: GoogleIdentity;
  now?: Date;
}): Promise<ProviderSignInOutcome> {
  const db = getDb();
  const bySub = await memberForGoogleAccount(identity);
  if (bySub) {
    if (bySub.bannedAt) return { kind: "refused", code: "AccountBanned" };
    await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, bySub.id));
    return { kind: "member", member: bySub };
  }
  return { kind: "new" };
}

/**
 * Signs in with a One Tap credential. Throws AuthFailure for a refused token or a banned member; for a new
 * Google account it sets the sign-up ticket (back to `callbackUrl` afterwards) and throws GoogleSignUpRequired,
 * on which the browser goes to /auth/welcome.
 */
export async function authenticateWithGoogle({
  credential,
  callbackUrl,
}: {
  credential: string;
  callbackUrl: string;
}): Promise<UserAuthState> {
  const identity = await verifyGoogleCredential({ credential });
  const outcome = await resolveGoogleSignIn({ identity });
  if (outcome.kind === "member") return outcome.member;
  if (outcome.kind === "refused") throw new AuthFailure(outcome.code);
  await setProviderTicket("signUp", {
    provider: "google",
    providerAccountId: identity.sub,
    email: identity.email,
    emailVerified: true,
    name: identity.name,
    callbackUrl: safeCallbackPath({ url: callbackUrl, origin: getConfig().BASE_URL }),
  });
  throw new AuthFailure("GoogleSignUpRequired");
}
