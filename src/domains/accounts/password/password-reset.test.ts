import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { logger } from "@/platform/logger";
import { createMember, TEST_PASSWORD } from "@tests/support/account-factories";
import { linkIn, startSmtpStandIn } from "@tests/support/smtp-stand-in";
import { describeEachDatabase } from "@tests/support/test-db";
import { authenticateWithPassword } from "../auth/authenticate-with-password";
import { checkPasswordResetLimits, isPasswordResetTokenUsable, resetPassword, sendPasswordResetLink } from "./password-reset";
import { STRANGER_RESET_MAILS_PER_HOUR } from "./password-reset-limits";
import { passwordResetTokens, users } from "../schema";

const NEW_PASSWORD = "new-pass-2027";

describeEachDatabase("password reset", () => {
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

  async function mailedToken(email: string): Promise<string> {
    await sendPasswordResetLink({ email });
    const link = linkIn(await smtp.waitForMail({ to: email }));
    expect(link.pathname).toBe("/auth/reset-password");
    return link.searchParams.get("token")!;
  }

  it("mails a one-time link that sets a new password and ends every session", async () => {
    const member = await createMember();
    const token = await mailedToken(member.email!);
    const mail = smtp.mails.find((m) => m.to.includes(member.email!))!;
    expect(mail.subject).toContain("비밀번호 재설정");
    expect(mail.text).toContain("30분");
    const [stored] = await getDb().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, member.id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    expect(await isPasswordResetTokenUsable({ token })).toBe(true);
    await resetPassword({ token, newPassword: NEW_PASSWORD });
    // Spent: its page refuses it on opening, before any password is typed.
    expect(await isPasswordResetTokenUsable({ token })).toBe(false);
    const [after] = await getDb().select().from(users).where(eq(users.id, member.id));
    expect(after!.tokenVersion).toBe(member.tokenVersion + 1);
    const ip = randomUUID();
    expect(await authenticateWithPassword({ email: member.email!, password: TEST_PASSWORD, ip })).toBeNull();
    expect(await authenticateWithPassword({ email: member.email!, password: NEW_PASSWORD, ip })).toMatchObject({ id: member.id });
    await expect(resetPassword({ token, newPassword: "another-pass-1" })).rejects.toMatchObject({ status: 400 });
  });

  it("refuses a link after 30 minutes, and spends older links when one is used", async () => {
    const member = await createMember();
    const sentAt = new Date();
    const first = await mailedToken(member.email!);
    smtp.mails.length = 0;
    const second = await mailedToken(member.email!);
    await expect(
      resetPassword({ token: first, newPassword: NEW_PASSWORD, now: new Date(sentAt.getTime() + 31 * 60_000) }),
    ).rejects.toMatchObject({
      code: "invalid_reset_token",
    });
    expect(await isPasswordResetTokenUsable({ token: first, now: new Date(sentAt.getTime() + 31 * 60_000) })).toBe(false);
    await resetPassword({ token: first, newPassword: NEW_PASSWORD, now: new Date(sentAt.getTime() + 29 * 60_000) });
    expect(await isPasswordResetTokenUsable({ token: second })).toBe(false);
    expect(await isPasswordResetTokenUsable({ token: "x".repeat(43) })).toBe(false);
    await expect(resetPassword({ token: second, newPassword: "another-pass-1" })).rejects.toMatchObject({ code: "invalid_reset_token" });
    await expect(resetPassword({ token: "x".repeat(43), newPassword: NEW_PASSWORD })).rejects.toMatchObject({ status: 400 });
  });

  it("sends nothing for an unknown or withdrawn address, and limits requests the same way for both", async () => {
    const withdrawn = await createMember({ deletedAt: new Date() });
    smtp.mails.length = 0;
    await sendPasswordResetLink({ email: `nobody-${randomUUID()}@example.kr` });
    await sendPasswordResetLink({ email: withdrawn.email! });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails).toEqual([]);

    for (const email of [`nobody-${randomUUID()}@example.kr`, (await createMember()).email!]) {
      const ip = randomUUID();
      for (let i = 0; i < 3; i++) await checkPasswordResetLimits({ email, ip });
      await expect(checkPasswordResetLimits({ email, ip })).rejects.toMatchObject({ status: 429 });
    }
  });

  it("does not let someone else's requests lock a member out of reset: the limit is per requester address", async () => {
    const email = (await createMember()).email!;
    const attacker = randomUUID();
    for (let i = 0; i < 3; i++) await checkPasswordResetLimits({ email, ip: attacker });
    await expect(checkPasswordResetLimits({ email, ip: attacker })).rejects.toMatchObject({ status: 429 });
    await expect(checkPasswordResetLimits({ email, ip: randomUUID() })).resolves.toBeUndefined();
    // One address asking for many mailboxes is held back sooner than before (5 per 15 minutes).
    const prober = randomUUID();
    for (let i = 0; i < 5; i++) await checkPasswordResetLimits({ email: `probe-${i}-${randomUUID()}@example.kr`, ip: prober });
    await expect(checkPasswordResetLimits({ email: `probe-x-${randomUUID()}@example.kr`, ip: prober })).rejects.toMatchObject({
      status: 429,
    });
  });

  it("seven addresses asking three times each spend nothing of the member's own reset, and mail her 5 times, not 21 (issue 56)", async () => {
    const member = await createMember();
    const email = member.email!;
    const usual = `10.56.2.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
    expect(await authenticateWithPassword({ email, password: TEST_PASSWORD, ip: usual })).toMatchObject({ id: member.id });
    smtp.mails.length = 0;
    const ask = async (ip: string) => {
      await checkPasswordResetLimits({ email, ip });
      await sendPasswordResetLink({ email, ip });
    };
    for (let a = 0; a < 7; a++) {
      const attacker = randomUUID();
      for (let i = 0; i < 3; i++) await ask(attacker);
    }
    const mailsTo = () => smtp.mails.filter((m) => m.to.includes(email)).length;
    expect(mailsTo()).toBe(STRANGER_RESET_MAILS_PER_HOUR);
    // Her own request from her usual address: answered and mailed, three times an hour like any address.
    for (let i = 0; i < 3; i++) await ask(usual);
    expect(mailsTo()).toBe(STRANGER_RESET_MAILS_PER_HOUR + 3);
    await expect(checkPasswordResetLimits({ email, ip: usual })).rejects.toMatchObject({ status: 429 });
    // A new device at a new address is answered the same (no 429) but gets no mail past the strangers' share.
    await ask(randomUUID());
    expect(mailsTo()).toBe(STRANGER_RESET_MAILS_PER_HOUR + 3);
  });

  it("writes the link to the log when no SMTP server is configured", async () => {
    delete process.env.SMTP_URL;
    resetConfigForTests();
    const info = vi.spyOn(logger, "info");
    try {
      const member = await createMember();
      await sendPasswordResetLink({ email: member.email! });
      const logged = info.mock.calls.map((call) => JSON.stringify(call)).find((line) => line.includes("/auth/reset-password?token="));
      expect(logged).toBeDefined();
    } finally {
      info.mockRestore();
      process.env.SMTP_URL = smtp.url;
      resetConfigForTests();
    }
  });
});
