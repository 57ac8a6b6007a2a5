import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminShellPage, signInAs } from "./admin-pages";
import { DESKTOP, PHONE, notificationsPage, openBrowserPerFile, signUp } from "./pages";

const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);
const shots = "test-results/price-reports";
mkdirSync(shots, { recursive: true });
const unique = () => crypto.randomUUID().slice(0, 8);

/** The first product of the 입호흡 listing with a buyable offer: its id and that offer row. */
async function productWithBuyableOffer(page: Page) {
  await page.goto("/mouth-inhalation");
  const href = (await page.locator(".tile > a").first().getAttribute("href"))!;
  await page.goto(href);
  const row = page.locator('[data-testid="offer-row"][data-stale="0"][data-in-stock="1"]').first();
  await row.waitFor();
  const siteName = (await row.locator("a.offer-shop").innerText()).trim();
  return { productId: Number(href.match(/\/products\/(\d+)/)![1]), row, siteName };
}

describe.each([PHONE, DESKTOP])("가격 오류 신고 at %o", (viewport) => {
  it("a member reports a wrong price, the admin sees it beside the last crawl, marks it fixed, the member's bell tells", async () => {
    const w = viewport.width;
    const member = await browser.adultPage(viewport);
    const id = unique();
    await signUp(member, { email: `price-report-${id}@example.kr`, nickname: `신고${id.slice(0, 5)}`, password: "e2e-pass-2026" });
    await member.waitForURL((url) => url.pathname === "/");
    const { productId, row, siteName } = await productWithBuyableOffer(member);

    // By keyboard: the button opens the dialog, Esc closes it and gives focus back.
    const button = row.getByRole("button", { name: /가격 오류 신고/ });
    await button.focus();
    await member.keyboard.press("Enter");
    const dialog = member.getByRole("dialog", { name: `가격 오류 신고 · ${siteName}` });
    await dialog.waitFor();
    await member.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    await member.keyboard.press("Enter");
    await dialog.waitFor();
    await dialog.getByText("고쳐지면 알림으로 알려드려요.").waitFor();
    // Sending without a reason says so in Korean and sends nothing.
    await dialog.getByRole("button", { name: "신고하기" }).click();
    await dialog.getByRole("alert").filter({ hasText: "신고 사유를 골라 주세요." }).waitFor();
    await dialog.getByLabel("가격이 달라요").check();
    await dialog.getByLabel("쇼핑몰에서 본 가격 (선택)").fill("15900");
    await dialog.getByLabel("자세한 내용 (선택)").fill(`쇼핑몰에선 더 비싸요 ${id}`);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(w);
    await member.screenshot({ path: `${shots}/dialog-${w}.png` });
    await dialog.getByRole("button", { name: "신고하기" }).click();
    await member.locator("[data-sonner-toast]", { hasText: "신고했습니다. 고쳐지면 알림으로 알려드릴게요." }).waitFor();
    await dialog.waitFor({ state: "detached" });

    // The admin's queue: the report beside the offer's last crawl, the page read again on 페이지 테스트.
    const adminPage = await browser.page(viewport);
    await signInAs(adminPage);
    const admin = new AdminShellPage(adminPage);
    await admin.open("/admin/price-reports", "가격 오류 신고");
    const group = adminPage
      .getByTestId("price-report-group")
      .filter({ has: adminPage.locator(`a[href="/products/${productId}"]`) })
      .filter({ hasText: siteName });
    const report = group.getByTestId("price-report").filter({ hasText: id });
    await report.waitFor();
    expect(await report.innerText()).toMatch(/가격이 달라요[\s\S]*본 가격 15,900원[\s\S]*회원/);
    // The demo's seeded offers have a confirmed time and no crawl log until the crawler reads them.
    expect(await group.innerText()).toMatch(/마지막 확인 \d\d\. \d\d\. \d\d\./);
    expect(await group.innerText()).toMatch(/마지막 크롤링|크롤링 기록 없음/);
    await group.getByRole("button", { name: "페이지 테스트" }).click();
    await group.getByTestId("url-test-result").getByText("추출 성공").waitFor({ timeout: 20_000 });
    await group.scrollIntoViewIfNeeded();
    await adminPage.screenshot({ path: `${shots}/admin-queue-${w}.png`, fullPage: true });
    await group.getByRole("button", { name: "수정됨" }).click();
    await admin.toast(/수정됨으로 닫고 회원 \d+명에게 알렸습니다/);
    await group.waitFor({ state: "detached" });

    // The member hears it on the bell, live.
    const bell = notificationsPage(member);
    await expect.poll(() => bell.badgeText(), { timeout: 15_000 }).not.toBe("");
    await bell.open();
    await bell.items.filter({ hasText: "가격 오류를 바로잡았어요" }).first().waitFor();
    await member.screenshot({ path: `${shots}/bell-${w}.png` });
  }, 150_000);
});

describe("가격 오류 신고 signed out", () => {
  it("takes a visitor's report and says the result cannot be told", async () => {
    const page = await browser.adultPage(PHONE);
    const { row } = await productWithBuyableOffer(page);
    await row.getByRole("button", { name: /가격 오류 신고/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("로그인하지 않고 신고하면 처리 결과를 알려드릴 수 없어요.").waitFor();
    await dialog.getByLabel("품절이에요").check();
    await dialog.getByRole("button", { name: "신고하기" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "신고했습니다. 운영진이 확인할게요." }).waitFor();
  });
});
