import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { POST as unsubscribe } from "@/app/api/email-alerts/unsubscribe/route";
import { getEmailAlertSettings, setEmailAlertKinds } from "@/domains/email-alerts/email-alert-preferences";
import { emailAlertSubscriptions } from "@/domains/email-alerts/schema";
import { MAX_DIGEST_FAILURES, sendDueEmailDigests } from "@/domains/email-alerts/send-email-digests";
import { notifications } from "@/domains/notifications/schema";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { createMember } from "../support/account-factories";
import { mailParts } from "../support/mime-parts";
import { startSmtpStandIn } from "../support/smtp-stand-in";
import { describeEachDatabase } from "../support/test-db";

// Alerts by e-mail (issue 30): digests through nodemailer to the SMTP stand-in, one-click unsubscribe, bounces.
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
beforeAll(async () => {
  smtp = await startSmtpStandIn({ rejectRecipient: (address) => address.startsWith("bounce-") });
  process.env.SMTP_URL = smtp.url;
  process.env.EMAIL_DIGEST_HOURS = "6";
  resetConfigForTests();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.EMAIL_DIGEST_HOURS;
  resetConfigForTests();
  await smtp.close();
});

const HOUR = 3_600_000;
const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));
async function notify(userId: string, type: string, content: string) {
  await getDb().insert(notifications).values({ userId, type, content, url: "/products/1" });
}
async function callUnsubscribe(token: string) {
  const req = new NextRequest(`http://localhost:3000/api/email-alerts/unsubscribe?${new URLSearchParams({ token })}`, {
    method: "POST",
    body: "List-Unsubscribe=One-Click",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  const response = await unsubscribe(req);
  return { status: response.status, json: (await response.json()) as { ok?: boolean; error?: { code: string; message: string } } };
}

describeEachDatabase("alerts by e-mail", () => {
  it("mails the chosen kinds since e-mail was turned on, at most once per EMAIL_DIGEST_HOURS, in Korean text and HTML", async () => {
    const member = await createMember();
    await notify(member.id, "price_drop", "켜기 전 알림");
    await setEmailAlertKinds({ userId: member.id, kinds: ["price_drop", "community"] });
    await notify(member.id, "price_drop", "크랜베리 스무디 30ml · 베이프몰 18,500원 <특가>");
    await notify(member.id, "back_in_stock", "재입고 알림 (받지 않는 종류)");
    await notify(member.id, "community", "내 글에 댓글이 달렸습니다");

    const now = new Date();
    await sendDueEmailDigests({ now });
    const [mail] = await Promise.all([smtp.waitForMail({ to: member.email! })]);
    const { header, text, html } = mailParts(mail);
    expect(mail.subject).toBe("[액상픽] 새 알림 2건");
    expect(text).toContain("크랜베리 스무디 30ml · 베이프몰 18,500원 <특가>");
    expect(text).toContain("내 글에 댓글이 달렸습니다");
    expect(text).not.toContain("켜기 전 알림");
    expect(text).not.toContain("재입고 알림");
    expect(html).toContain("18,500원 &lt;특가&gt;");
    expect(header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const oneClick = new URL(/<([^>]+)>/.exec(header("List-Unsubscribe")!)![1]!);
    expect(oneClick.pathname).toBe("/api/email-alerts/unsubscribe");

    // Within the digest window nothing more goes out; after it, only what is new.
    await notify(member.id, "price_drop", "두 번째 가격 하락");
    await sendDueEmailDigests({ now: new Date(now.getTime() + HOUR) });
    expect(mailsTo(member.email!)).toHaveLength(1);
    await sendDueEmailDigests({ now: new Date(now.getTime() + 7 * HOUR) });
    expect(mailsTo(member.email!)).toHaveLength(2);
    expect(mailParts(mailsTo(member.email!)[1]!).text).toContain("두 번째 가격 하락");
    expect(mailParts(mailsTo(member.email!)[1]!).text).not.toContain("크랜베리");

    // One click (the mail app's POST) turns every kind off; a tampered token is refused in Korean.
    const forged = `${member.id}.${"A".repeat(43)}`;
    expect(await callUnsubscribe(forged)).toMatchObject({ status: 400, json: { error: { code: "invalid_token" } } });
    expect((await callUnsubscribe(forged)).json.error!.message).toBe("수신 거부 링크가 올바르지 않습니다.");
    expect(await callUnsubscribe(oneClick.searchParams.get("token")!)).toMatchObject({ status: 200, json: { ok: true } });
    expect((await getEmailAlertSettings({ userId: member.id })).kinds).toEqual([]);
    await notify(member.id, "price_drop", "수신 거부 후 알림");
    await sendDueEmailDigests({ now: new Date(now.getTime() + 20 * HOUR) });
    expect(mailsTo(member.email!)).toHaveLength(2);
  });

  it("survives a bouncing address: the others still get theirs, and repeated refusals pause that member", async () => {
    const bouncing = await createMember({ email: `bounce-${crypto.randomUUID().slice(0, 8)}@example.kr` });
    const fine = await createMember();
    for (const member of [bouncing, fine]) {
      await setEmailAlertKinds({ userId: member.id, kinds: ["price_drop"] });
      await notify(member.id, "price_drop", "가격 하락");
    }
    const start = Date.now();
    for (let round = 0; round < MAX_DIGEST_FAILURES; round++) await sendDueEmailDigests({ now: new Date(start + round * 7 * HOUR) });
    expect(mailsTo(fine.email!)).toHaveLength(1);
    expect(mailsTo(bouncing.email!)).toHaveLength(0);
    const [row] = await getDb().select().from(emailAlertSubscriptions).where(eq(emailAlertSubscriptions.userId, bouncing.id));
    expect(row).toMatchObject({ failures: MAX_DIGEST_FAILURES });
    expect(row!.pausedAt).toBeInstanceOf(Date);
    expect(row!.lastFailure).toContain("mailbox unavailable");
    expect((await getEmailAlertSettings({ userId: bouncing.id })).paused).toBe(true);
    // Saving again lifts the pause.
    await setEmailAlertKinds({ userId: bouncing.id, kinds: ["price_drop"] });
    expect((await getEmailAlertSettings({ userId: bouncing.id })).paused).toBe(false);
  });
});
