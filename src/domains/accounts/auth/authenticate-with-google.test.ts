import { eq } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { getDb } from "@/platform/db/client";
import { getConfig } from "@/platform/config";
import { createMember } from "@tests/support/account-factories";
import { googleIssuerInConfig } from "@tests/support/google-issuer-config";
import { requestCookies } from "@tests/support/next-headers-mock";
import { describeEachDatabase } from "@tests/support/test-db";
import { AuthFailure } from "./auth-errors";
import { authenticateWithGoogle } from "./authenticate-with-google";
import { readProviderTicket } from "./provider-tickets";
import { users } from "../schema";

vi.mock("next/headers", async () => (await import("@tests/support/next-headers-mock")).nextHeadersMock);

const issuer = googleIssuerInConfig("test-client.apps.googleusercontent.com");
afterEach(() => requestCookies.clear());

const signInWith = (credential: string, callbackUrl = "/") => authenticateWithGoogle({ credential, callbackUrl });
const refusal = (credential: Promise<string>) =>
  credential
    .then((c) => signInWith(c))
    .then(
      () => "accepted",
      (error) => (error instanceof AuthFailure ? error.code : error),
    );

describeEachDatabase("Google One Tap sign-in", () => {
  it("makes no member for a new Google account: it sets the sign-up ticket for /auth/welcome instead", async () => {
    const sub = `g-${crypto.randomUUID()}`;
    const token = await issuer().signIdToken({ sub, email: "One.Tap@Gmail.com", name: "원탭 사용자" });
    await expect(refusal(Promise.resolve(token))).resolves.toBe("GoogleSignUpRequired");
    expect(await getDb().select().from(users).where(eq(users.googleSub, sub))).toHaveLength(0);
    expect(await getDb().select().from(users).where(eq(users.email, "one.tap@gmail.com"))).toHaveLength(0);
    expect(await readProviderTicket("signUp")).toEqual({
      provider: "google",
      providerAccountId: sub,
      email: "one.tap@gmail.com",
      emailVerified: true,
      name: "원탭 사용자",
      callbackUrl: "/",
    });
  });

  it("keeps the page the sign-in started on as the way back, and only when it is on this site", async () => {
    const ticketFor = async (callbackUrl: string) => {
      await signInWith(await issuer().signIdToken({ email: `back-${crypto.randomUUID().slice(0, 6)}@gmail.com` }), callbackUrl).catch(
        () => {},
      );
      return (await readProviderTicket("signUp"))?.callbackUrl;
    };
    expect(await ticketFor(`${getConfig().BASE_URL}/ranking?sort=price#top`)).toBe("/ranking?sort=price#top");
    expect(await ticketFor("https://evil.example/steal")).toBe("/");
    expect(await ticketFor("//evil.example/steal")).toBe("/");
  });

  it("signs an existing Google member in at once; a password account with the same e-mail is never linked by it", async () => {
    const member = await createMember();
    const sub = `g-${crypto.randomUUID()}`;
    expect(await refusal(issuer().signIdToken({ sub, email: member.email! }))).toBe("GoogleSignUpRequired");
    const [row] = await getDb().select().from(users).where(eq(users.id, member.id));
    expect(row!.googleSub).toBeNull();

    const google = await createMember({ googleSub: sub, passwordHash: null });
    const again = await signInWith(await issuer().signIdToken({ sub, email: member.email!, iss: "accounts.google.com" }));
    expect(again.id).toBe(google.id);
  });

  it("refuses a banned member, found by Google account", async () => {
    const member = await createMember();
    const sub = `g-${crypto.randomUUID()}`;
    await getDb().update(users).set({ bannedAt: new Date(), googleSub: sub }).where(eq(users.id, member.id));
    expect(await refusal(issuer().signIdToken({ sub, email: `other-${crypto.randomUUID().slice(0, 6)}@gmail.com` }))).toBe("AccountBanned");
    expect(await readProviderTicket("signUp")).toBeNull();
  });

  it("refuses forged, expired, wrong-audience, wrong-issuer and unverified tokens, creating no one and setting no ticket", async () => {
    const email = `refused-${crypto.randomUUID().slice(0, 6)}@gmail.com`;
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect(await refusal(issuer().signIdToken({ email }, { forged: true }))).toBe("GoogleSignin");
    expect(await refusal(issuer().signIdToken({ email, iat: hourAgo - 60, exp: hourAgo }))).toBe("GoogleSignin");
    expect(await refusal(issuer().signIdToken({ email, aud: "someone-else.apps.googleusercontent.com" }))).toBe("GoogleSignin");
    expect(await refusal(issuer().signIdToken({ email, iss: "https://evil.example" }))).toBe("GoogleSignin");
    expect(await refusal(issuer().signIdToken({ email, email_verified: false }))).toBe("GoogleEmailUnverified");
    expect(await refusal(Promise.resolve("not.a.token"))).toBe("GoogleSignin");
    expect(await getDb().select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(await readProviderTicket("signUp")).toBeNull();
  });
});
