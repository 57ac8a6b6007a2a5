import "server-only";
import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import { getConfig } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { AuthFailure } from "./auth-errors";
import { verifyGoogleIdToken, type GoogleIdentity } from "./google-id-token";
import type { UserAuthState } from "../queries";
import { users } from "../schema";
import { uniqueViolationConstraint } from "../unique-violation";

/** A free nickname made from the Google name or e-mail, with digits added while it is taken. */
async function freeNicknameFor(identity: GoogleIdentity): Promise<string> {
  const base =
    (identity.name ?? identity.email.split("@")[0]!)
      .replace(/[^가-힣A-Za-z0-9_]/g, "")
      .replace(/^(관리자|운영자|admin)/i, "")
      .slice(0, 10) || "회원";
  const candidates = [base.length >= 2 ? base : `${base}회원`, ...Array.from({ length: 5 }, () => `${base}${randomInt(1000, 10000)}`)];
  for (const nickname of candidates) {
    const [taken] = await getDb()
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.nickname}) = lower(${nickname})`);
    if (!taken) return nickname;
  }
  return `회원${randomInt(10_000_000, 100_000_000)}`;
}

/** Finds the member by Google sub, links a password account with the same verified e-mail, or creates one. */
async function findOrCreateGoogleMember(identity: GoogleIdentity): Promise<UserAuthState> {
  const db = getDb();
  const now = new Date();
  const [bySub] = await db.select().from(users).where(eq(users.googleSub, identity.sub));
  if (bySub) {
    await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, bySub.id));
    return bySub;
  }
  const [byEmail] = await db.select().from(users).where(eq(users.email, identity.email));
  if (byEmail) {
    // The e-mail is verified by Google, so it is the same person; a different Google account keeps out.
    if (byEmail.googleSub) throw new AuthFailure("GoogleSignin");
    const [linked] = await db.update(users).set({ googleSub: identity.sub, lastSignInAt: now }).where(eq(users.id, byEmail.id)).returning();
    return linked!;
  }
  try {
    const [created] = await db
      .insert(users)
      .values({
        email: identity.email,
        googleSub: identity.sub,
        name: identity.name,
        nickname: await freeNicknameFor(identity),
        lastSignInAt: now,
      })
      .returning();
    return created!;
  } catch (error) {
    // Two One Tap callbacks for a new member at once: the second finds the first one's row.
    if (uniqueViolationConstraint(error) === null) throw error;
    const [again] = await db.select().from(users).where(eq(users.googleSub, identity.sub));
    if (!again) throw error;
    return again;
  }
}

/** Signs in with a One Tap credential. Throws AuthFailure for a refused token or a banned member. */
export async function authenticateWithGoogle({ credential }: { credential: string }): Promise<UserAuthState> {
  const { GOOGLE_JWKS_URL } = getConfig();
  // The admin setting (GOOGLE_CLIENT_ID until saved), so a new client id applies without a restart.
  const { googleClientId: GOOGLE_CLIENT_ID } = await getSiteSettings();
  if (!GOOGLE_CLIENT_ID) throw new AuthFailure("GoogleSignin");
  const identity = await verifyGoogleIdToken({ credential, clientId: GOOGLE_CLIENT_ID, jwksUrl: GOOGLE_JWKS_URL });
  const member = await findOrCreateGoogleMember(identity);
  if (member.bannedAt) throw new AuthFailure("AccountBanned");
  return member;
}
