import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { getDb } from "@/platform/db/client";
import { resetConfigForTests } from "@/platform/config";
import { createMember } from "../../../../tests/support/account-factories";
import { startGoogleTestIssuer } from "../../../../tests/support/google-test-issuer";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { AuthFailure } from "./auth-errors";
import { authenticateWithGoogle } from "./authenticate-with-google";
import { users } from "../schema";

const CLIENT_ID = "test-client.apps.googleusercontent.com";
let issuer: Awaited<ReturnType<typeof startGoogleTestIssuer>>;

beforeAll(async () => {
  issuer = await startGoogleTestIssuer({ clientId: CLIENT_ID });
  process.env.GOOGLE_CLIENT_ID = CLIENT_ID;
  process.env.GOOGLE_JWKS_URL = issuer.jwksUrl;
  resetConfigForTests();
});
afterAll(async () => {
  delete process.env.GOOGLE_CLIENT_ID;
  delete process.env.GOOGLE_JWKS_URL;
  resetConfigForTests();
  await issuer.stop();
});

const refusal = (credential: Promise<string>) =>
  credential
    .then((c) => authenticateWithGoogle({ credential: c }))
    .then(
      () => "accepted",
      (error) => (error instanceof AuthFailure ? error.code : error),
    );

describeEachDatabase("Google One Tap sign-in", () => {
  it("creates a member for a new Google account, then finds them by sub", async () => {
    const sub = `g-${crypto.randomUUID()}`;
    const token = await issuer.signIdToken({ sub, email: "One.Tap@Gmail.com", name: "원탭 사용자" });
    const created = await authenticateWithGoogle({ credential: token });
    expect(created).toMatchObject({ email: "one.tap@gmail.com", name: "원탭 사용자", grade: "NORMAL" });
    expect(created.nickname).toMatch(/^원탭사용자/);
    const again = await authenticateWithGoogle({
      credential: await issuer.signIdToken({ sub, email: "one.tap@gmail.com", iss: "accounts.google.com" }),
    });
    expect(again.id).toBe(created.id);
    const [row] = await getDb().select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({ googleSub: sub, passwordHash: null, birthYear: null });
  });

  it("links to the password account with the same verified e-mail", async () => {
    const member = await createMember();
    const linked = await authenticateWithGoogle({ credential: await issuer.signIdToken({ email: member.email! }) });
    expect(linked.id).toBe(member.id);
    const [row] = await getDb().select().from(users).where(eq(users.id, member.id));
    expect(row!.googleSub).toMatch(/^g-/);
    expect(row!.passwordHash).toBe(member.passwordHash);
  });

  it("refuses forged, expired, wrong-audience, wrong-issuer and unverified tokens, creating no one", async () => {
    const email = `refused-${crypto.randomUUID().slice(0, 6)}@gmail.com`;
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect(await refusal(issuer.signIdToken({ email }, { forged: true }))).toBe("GoogleSignin");
    expect(await refusal(issuer.signIdToken({ email, iat: hourAgo - 60, exp: hourAgo }))).toBe("GoogleSignin");
    expect(await refusal(issuer.signIdToken({ email, aud: "someone-else.apps.googleusercontent.com" }))).toBe("GoogleSignin");
    expect(await refusal(issuer.signIdToken({ email, iss: "https://evil.example" }))).toBe("GoogleSignin");
    expect(await refusal(issuer.signIdToken({ email, email_verified: false }))).toBe("GoogleEmailUnverified");
    expect(await refusal(Promise.resolve("not.a.token"))).toBe("GoogleSignin");
    expect(await getDb().select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});
