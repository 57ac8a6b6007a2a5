import { eq } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { getCurrentUser } from "@/platform/auth/current-user";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { createMember } from "@tests/support/account-factories";
import { googleIssuerInConfig } from "@tests/support/google-issuer-config";
import { requestCookies } from "@tests/support/next-headers-mock";
import { describeEachDatabase } from "@tests/support/test-db";
import { AuthFailure } from "../auth/auth-errors";
import { authenticateWithGoogle } from "../auth/authenticate-with-google";
import { completeProviderSignUp } from "./complete-provider-sign-up";
import { CONSENT_DOCUMENTS } from "../consent-documents";
import { currentSeoulYear } from "../korean-age";
import { completeProviderSignUpAction } from "./actions";
import { readProviderTicket } from "../auth/provider-tickets";
import { getProviderWelcome } from "./provider-welcome";
import { memberConsents, users } from "../schema";

vi.mock("next/headers", async () => (await import("@tests/support/next-headers-mock")).nextHeadersMock);

// A new Google account's way in: One Tap sets the sign-up ticket, /auth/welcome's form completes it.
const issuer = googleIssuerInConfig("test-client.apps.googleusercontent.com");
afterEach(() => requestCookies.clear());

const unique = () => crypto.randomUUID().slice(0, 6);

/** One Tap with a new Google account: refused with GoogleSignUpRequired, the ticket left in the cookies. */
async function oneTap(claims: { sub: string; email: string; name?: string }) {
  const error = await authenticateWithGoogle({ credential: await issuer().signIdToken(claims), callbackUrl: "/ranking" }).catch((e) => e);
  return error instanceof AuthFailure ? error.code : error;
}

const welcomeForm = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describeEachDatabase("Google sign-up on /auth/welcome", () => {
  it("asks for birth year and consent, then makes the member with the Google account, signed in, and signs it in at once afterwards", async () => {
    const sub = `g-${crypto.randomUUID()}`;
    const email = `welcome-${unique()}@gmail.com`;
    expect(await oneTap({ sub, email, name: "원탭 사용자" })).toBe("GoogleSignUpRequired");
    expect(await getProviderWelcome()).toEqual({ provider: "google", email, emailKept: true, suggestedNickname: "원탭사용자" });

    const nickname = `구글${unique()}`;
    const result = await completeProviderSignUpAction(
      welcomeForm({ nickname, birthYear: "1991", agreeTerms: "on", agreePrivacy: "on", agreeMarketing: "on" }),
    );
    expect(result).toEqual({ ok: true, data: { callbackUrl: "/ranking" } });
    const [row] = await getDb().select().from(users).where(eq(users.googleSub, sub));
    expect(row).toMatchObject({ email, nickname, birthYear: 1991, passwordHash: null, grade: "NORMAL" });
    const consents = await getDb().select().from(memberConsents).where(eq(memberConsents.userId, row!.id));
    expect(consents.map(({ kind, version }) => [kind, version]).sort()).toEqual([
      ["marketing", CONSENT_DOCUMENTS.marketing.version],
      ["privacy", CONSENT_DOCUMENTS.privacy.version],
      ["terms", CONSENT_DOCUMENTS.terms.version],
    ]);
    expect(consents.every(({ agreedAt }) => agreedAt instanceof Date)).toBe(true);
    expect(await readProviderTicket("signUp")).toBeNull();
    expect(await getCurrentUser()).toMatchObject({ id: row!.id, email });

    const again = await authenticateWithGoogle({ credential: await issuer().signIdToken({ sub, email }), callbackUrl: "/" });
    expect(again.id).toBe(row!.id);
  });

  it("refuses someone under 19 by year age with the Korean rule, and makes no member", async () => {
    const sub = `g-${crypto.randomUUID()}`;
    expect(await oneTap({ sub, email: `young-${unique()}@gmail.com` })).toBe("GoogleSignUpRequired");
    const result = await completeProviderSignUpAction(
      welcomeForm({ nickname: `어린이${unique()}`, birthYear: String(currentSeoulYear() - 15), agreeTerms: "on", agreePrivacy: "on" }),
    );
    expect(result).toMatchObject({ ok: false, error: { code: "invalid_input" } });
    expect(!result.ok && result.fieldErrors?.birthYear).toContain("19세 미만");
    // The domain refuses it as well, whoever calls it.
    const ticket = (await readProviderTicket("signUp"))!;
    const { callbackUrl: _back, ...identity } = ticket;
    const refused = await completeProviderSignUp({ identity, nickname: `어린이${unique()}`, birthYear: currentSeoulYear() - 18 }).catch(
      (e) => e,
    );
    expect(refused instanceof AppError && refused.code).toBe("under_age");
    expect(await getDb().select().from(users).where(eq(users.googleSub, sub))).toHaveLength(0);
    expect(await getCurrentUser()).toBeNull();
  });

  it("needs the two required agreements, and a ticket: the Google account comes only from it", async () => {
    expect(await oneTap({ sub: `g-${crypto.randomUUID()}`, email: `consent-${unique()}@gmail.com` })).toBe("GoogleSignUpRequired");
    const unticked = await completeProviderSignUpAction(welcomeForm({ nickname: `동의${unique()}`, birthYear: "1990" }));
    expect(!unticked.ok && unticked.fieldErrors).toEqual({
      agreeTerms: "이용약관에 동의해 주세요.",
      agreePrivacy: "개인정보 수집·이용에 동의해 주세요.",
    });

    requestCookies.clear();
    const sub = `g-${crypto.randomUUID()}`;
    const expired = await completeProviderSignUpAction({
      nickname: `만료${unique()}`,
      birthYear: "1990",
      agreeTerms: "on",
      agreePrivacy: "on",
      provider: "google",
      providerAccountId: sub,
    });
    expect(expired).toMatchObject({ ok: false, error: { code: "sign_up_expired" } });
    expect(await getDb().select().from(users).where(eq(users.googleSub, sub))).toHaveLength(0);
  });

  it("keeps no e-mail that a member took in the meantime, and a repeated submit finds the first member", async () => {
    const { email } = await createMember();
    const identity = { provider: "google" as const, providerAccountId: `g-${crypto.randomUUID()}`, email, emailVerified: true, name: null };
    const member = await completeProviderSignUp({ identity, nickname: `나중${unique()}`, birthYear: 1990 });
    expect(member.email).toBeNull();
    expect((await completeProviderSignUp({ identity, nickname: `다시${unique()}`, birthYear: 1990 })).id).toBe(member.id);
  });
});
