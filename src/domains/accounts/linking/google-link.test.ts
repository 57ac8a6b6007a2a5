import { eq } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { createMember, sessionCookieFor } from "@tests/support/account-factories";
import { googleIssuerInConfig } from "@tests/support/google-issuer-config";
import { requestCookies } from "@tests/support/next-headers-mock";
import { describeEachDatabase } from "@tests/support/test-db";
import { authenticateWithGoogle } from "../auth/authenticate-with-google";
import { linkProviderAccount } from "../auth/provider-sign-in";
import { users } from "../schema";
import { completeProviderSignUp } from "../sign-up/complete-provider-sign-up";
import { linkGoogleAccountAction, unlinkProviderAction } from "./provider-actions";
import { linkGoogleAccount, listProviderLinks, unlinkProviderAccount } from "./provider-links";

vi.mock("next/headers", async () => (await import("@tests/support/next-headers-mock")).nextHeadersMock);

const issuer = googleIssuerInConfig("test-client.apps.googleusercontent.com");
afterEach(() => requestCookies.clear());

const unique = () => crypto.randomUUID().slice(0, 8);
const googleSubOf = async (userId: string) => (await getDb().select().from(users).where(eq(users.id, userId)))[0]!.googleSub;
const codeOf = (error: unknown) => (error instanceof AppError ? error.code : error);

async function signInAs(user: typeof users.$inferSelect) {
  const cookie = await sessionCookieFor(user);
  requestCookies.clear();
  requestCookies.set(cookie.name, cookie.value);
}

describeEachDatabase("linking a Google account on /profile", () => {
  it("links the account of the credential to the signed-in member, who then signs in with it by One Tap", async () => {
    const member = await createMember();
    await signInAs(member);
    const sub = `g-${unique()}`;
    const credential = await issuer().signIdToken({ sub, email: `other-${unique()}@gmail.com` });
    expect(await linkGoogleAccountAction({ credential })).toEqual({ ok: true, data: { outcome: "linked" } });
    expect(await googleSubOf(member.id)).toBe(sub);
    expect(await listProviderLinks({ userId: member.id })).toEqual([{ provider: "google", linkedAt: null, lastSignInAt: null }]);

    requestCookies.clear();
    const again = await issuer().signIdToken({ sub, email: `other-${unique()}@gmail.com` });
    expect((await authenticateWithGoogle({ credential: again, callbackUrl: "/" })).id).toBe(member.id);
  });

  it("one Google account per member, one member per Google account", async () => {
    const [a, b] = [await createMember(), await createMember()];
    const sub = `g-${unique()}`;
    expect(await linkGoogleAccount({ userId: a.id, sub })).toBe("linked");
    expect(await linkGoogleAccount({ userId: a.id, sub })).toBe("linked");
    expect(await linkGoogleAccount({ userId: b.id, sub })).toBe("taken");
    expect(await linkGoogleAccount({ userId: a.id, sub: `g-${unique()}` })).toBe("already");
    expect(await googleSubOf(a.id)).toBe(sub);
    expect(await googleSubOf(b.id)).toBeNull();
  });

  it("refuses a forged credential, and a member whose e-mail is not verified yet", async () => {
    const member = await createMember();
    await signInAs(member);
    const forged = await issuer().signIdToken({ email: `forged-${unique()}@gmail.com` }, { forged: true });
    expect(await linkGoogleAccountAction({ credential: forged })).toMatchObject({ ok: false, error: { code: "google_refused" } });

    const unverified = await createMember({ emailVerifiedAt: null });
    await signInAs(unverified);
    const credential = await issuer().signIdToken({ email: `mine-${unique()}@gmail.com` });
    expect(await linkGoogleAccountAction({ credential })).toMatchObject({ ok: false, error: { code: "email_unverified" } });
    expect(await googleSubOf(member.id)).toBeNull();
    expect(await googleSubOf(unverified.id)).toBeNull();
  });

  it("never unlinks a member's last way in; with another way in, Google unlinks", async () => {
    const sub = `g-${unique()}`;
    const googleOnly = await completeProviderSignUp({
      identity: { provider: "google", providerAccountId: sub, email: null, emailVerified: false, name: null },
      nickname: `구글${unique().slice(0, 4)}`,
      birthYear: 1990,
    });
    await expect(unlinkProviderAccount({ userId: googleOnly.id, provider: "google" }).catch(codeOf)).resolves.toBe("last_sign_in_method");
    const kakao = { provider: "kakao" as const, providerAccountId: unique(), email: null, emailVerified: false, name: null };
    expect(await linkProviderAccount({ userId: googleOnly.id, identity: kakao })).toBe("linked");
    await unlinkProviderAccount({ userId: googleOnly.id, provider: "google" });
    expect((await listProviderLinks({ userId: googleOnly.id })).map((l) => l.provider)).toEqual(["kakao"]);
    // Kakao is now the only way in.
    await expect(unlinkProviderAccount({ userId: googleOnly.id, provider: "kakao" }).catch(codeOf)).resolves.toBe("last_sign_in_method");

    const withPassword = await createMember();
    await linkGoogleAccount({ userId: withPassword.id, sub: `g-${unique()}` });
    await signInAs(withPassword);
    expect(await unlinkProviderAction({ provider: "google" })).toEqual({ ok: true, data: null });
    expect(await listProviderLinks({ userId: withPassword.id })).toEqual([]);
    expect(await unlinkProviderAction({ provider: "google" })).toMatchObject({ ok: false, error: { code: "not_found" } });
  });
});
