import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { PHONE, openBrowserPerFile, screenshotWithFont, signInAndReturn } from "./pages";

// /profile's 이메일 알림 card and iPhone push help, and the mail's unsubscribe page (issue 30). The digest itself,
// through nodemailer to the SMTP stand-in, is tests/integration/email-alerts.test.ts.
const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);
const SHOTS = "test-results/email-alerts";
mkdirSync(SHOTS, { recursive: true });

describe("alerts by e-mail on /profile", () => {
  it("keeps the member's per-kind e-mail choice and explains push on iPhone", async () => {
    const page = await browser.page(PHONE);
    await signInAndReturn(page, "/profile", DEMO_ACCOUNTS.member);
    const card = page.locator("#email-alerts");
    await card.getByTestId("iphone-push-help").getByText("홈 화면에 추가", { exact: false }).waitFor();
    await card.getByLabel("가격 하락").check();
    await card.getByLabel("댓글·커뮤니티").check();
    await card.getByRole("button", { name: "이메일 알림 저장" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "이메일 알림 설정을 저장했습니다." }).waitFor();
    await page.reload();
    expect(await page.locator("#email-alerts").getByLabel("가격 하락").isChecked()).toBe(true);
    expect(await page.locator("#email-alerts").getByLabel("목표가 도달").isChecked()).toBe(false);
    await page.evaluate(() =>
      window.scrollTo(0, document.getElementById("email-alerts")!.getBoundingClientRect().top + window.scrollY - 72),
    );
    await screenshotWithFont(page, `${SHOTS}/profile-email-390.png`);
  });

  it("refuses a forged unsubscribe link in Korean", async () => {
    const page = await browser.page(PHONE);
    await page.goto(`/email-alerts/unsubscribe?token=${"0".repeat(36)}.forged`);
    await page.getByRole("button", { name: "이메일 알림 수신 거부" }).click();
    await page.getByRole("alert").filter({ hasText: "수신 거부 링크가 올바르지 않습니다." }).waitFor();
  });
});
