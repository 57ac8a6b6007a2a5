import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { createMemoryStore, setRateLimitStore } from "@/platform/rate-limit";
import { linkIn, startSmtpStandIn } from "@tests/support/smtp-stand-in";
import { describeEachDatabase } from "@tests/support/test-db";
import { listMailableMembers } from "../mailable-members";
import { hasUnverifiedEmail } from "../queries";
import { providerAccounts, users } from "../schema";
import { authenticateWithPassword } from "./authenticate-with-password";
import { completeProviderSignUp } from "../sign-up/complete-provider-sign-up";
import { verifyEmail } from "../sign-up/email-verification";
import { resolveProviderSignIn } from "./provider-sign-in";
import { resetPassword, sendPasswordResetLink } from "../password/password-reset";
import { signUpMember } from "../sign-up/sign-up-member";

const unique = () => randomUUID().slice(0, 8);
const ATTACKER_PASSWORD = "attacker-pass-1";

describeEachDatabase("account pre-hijacking (issue 56, item 1)", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    process.env.SMTP_URL = smtp.url;
    resetConfigForTests();
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    resetConfigForTests();
    await smtp.close();
  });
  beforeEach(() => setRateLimitStore(createMemoryStore()));

  const signUp = async (email: string, password = ATTACKER_PASSWORD) => {
    const answer = await signUpMember({ email, password, nickname: `가입${unique()}`, birthYear: 1990, ip: `10.56.${unique()}` });
    await answer.deliver();
    return answer;
  };
  const memberByEmail = async (email: string) => (await getDb().select().from(users).where(eq(users.email, email)))[0]!;

  it("a Kakao sign-in with the victim's verified e-mail never lands in the account the attacker made with it", async () => {
    const victim = `victim-${unique()}@kakao.com`;
    await signUp(victim);
    const premade = await memberByEmail(victim);
    expect(premade.emailVerifiedAt).toBeNull();

    const identity = { provider: "kakao" as const, providerAccountId: unique(), email: victim, emailVerified: true, name: "피해자" };
    expect(await resolveProviderSignIn({ identity })).toEqual({ kind: "new" });
    const hers = await completeProviderSignUp({ identity, nickname: `피해${unique().slice(0, 4)}`, birthYear: 1992 });
    expect(hers.id).not.toBe(premade.id);
    // Her own account, without the address someone else holds; the attacker's account has no Kakao link.
    expect(hers.email).toBeNull();
    expect(await getDb().select().from(providerAccounts).where(eq(providerAccounts.userId, premade.id))).toEqual([]);
    expect(await resolveProviderSignIn({ identity })).toMatchObject({ kind: "member", member: { id: hers.id } });
  });

  it("a verified member is not linked by e-mail either: she links from the profile, after signing in", async () => {
    const email = `verified-${unique()}@kakao.com`;
    await signUp(email, "owner-pass-1");
    const link = linkIn(await smtp.waitForMail({ to: email }));
    expect(link.pathname).toBe("/auth/verify-email");
    await verifyEmail({ token: link.searchParams.get("token")! });
    const owner = await memberByEmail(email);
    expect(owner.emailVerifiedAt).toBeInstanceOf(Date);
    expect(
      await resolveProviderSignIn({ identity: { provider: "naver", providerAccountId: unique(), email, emailVerified: true, name: null } }),
    ).toEqual({
      kind: "new",
    });
  });

  it("until verified an account gets no alert mails and cannot start a provider link; the link verifies once", async () => {
    const email = `pending-${unique()}@example.kr`;
    await signUp(email, "pending-pass-1");
    const member = await memberByEmail(email);
    expect((await listMailableMembers({ userIds: [member.id] })).size).toBe(0);
    expect(await hasUnverifiedEmail({ userId: member.id })).toBe(true);

    const token = linkIn(await smtp.waitForMail({ to: email })).searchParams.get("token")!;
    await verifyEmail({ token });
    expect(await hasUnverifiedEmail({ userId: member.id })).toBe(false);
    expect((await listMailableMembers({ userIds: [member.id] })).get(member.id)?.email).toBe(email);
    await expect(verifyEmail({ token })).rejects.toMatchObject({ status: 400, code: "invalid_verification_token" });
    await expect(verifyEmail({ token: "not-a-token" })).rejects.toMatchObject({ status: 400 });
  });

  it("sign-up answers the same for a taken address; the mail tells its owner, and a reset takes the account back", async () => {
    const email = `taken-${unique()}@example.kr`;
    await signUp(email, "owner-pass-1");
    const first = smtp.mails.filter((m) => m.to.includes(email));
    expect(first.map((m) => m.subject)).toEqual([expect.stringContaining("이메일 인증")]);

    const again = await signUp(email, ATTACKER_PASSWORD);
    expect(Object.keys(again)).toEqual(["deliver"]);
    const notice = smtp.mails.filter((m) => m.to.includes(email))[1]!;
    expect(notice.subject).toContain("가입 시도");
    expect(notice.text).toContain("이미 있습니다");
    expect(notice.text).not.toContain("verify-email");
    // No second account, and the second password opens nothing.
    expect(await authenticateWithPassword({ email, password: ATTACKER_PASSWORD, ip: unique() })).toBeNull();

    // A reset link comes through the mailbox too: it proves the address.
    await sendPasswordResetLink({ email });
    const reset = linkIn(smtp.mails.filter((m) => m.to.includes(email))[2]!);
    await resetPassword({ token: reset.searchParams.get("token")!, newPassword: "owner-pass-2" });
    expect((await memberByEmail(email)).emailVerifiedAt).toBeInstanceOf(Date);
  });
});
