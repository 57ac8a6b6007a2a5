import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, baseUrl, openBrowserPerFile } from "./pages";

const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);
const shots = "test-results/shop-pages";
mkdirSync(shots, { recursive: true });

/** The first product of the 입호흡 listing, opened; its path. */
async function openFirstProduct(page: Page): Promise<string> {
  await page.goto("/mouth-inhalation");
  const href = (await page.locator(".tile > a").first().getAttribute("href"))!;
  await page.goto(href);
  return href;
}

describe.each([PHONE, DESKTOP])("shop pages at %o", (viewport) => {
  it("leads from an offer row's shop name to the shop's page: 사업자 정보, terms, share of lowest prices, its offers", async () => {
    const page = await browser.adultPage(viewport);
    await openFirstProduct(page);
    const row = page.getByTestId("offer-row").first();
    // The demo shops print their 사업자등록번호 in their footers, which the crawler's reader read at seeding.
    expect(await row.locator(".shop-verified").textContent()).toBe("사업자 확인");
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/offer-row-${viewport.width}.png` });
    const shopLink = row.locator("a.offer-shop");
    const shopName = (await shopLink.textContent())!;
    await shopLink.click();
    await page.waitForURL(/\/shops\/[a-z0-9-]+$/);

    expect(await page.locator("h1").textContent()).toBe(shopName);
    const business = page.getByTestId("shop-business");
    const text = (await business.textContent())!;
    expect(text).toMatch(/사업자등록번호\d{3}-\d{2}-\d{5}/);
    expect(text).toMatch(/통신판매업 신고번호(제)?\d{4}-[가-힣]+-\d+호?/);
    expect(text).toContain("쇼핑몰 게시");
    expect(await business.locator('[data-field="tradeName"] dd').textContent()).toContain(shopName.replace(/^\(주\)/, ""));
    expect(await page.getByTestId("shop-terms").textContent()).toMatch(/배송 기간.*\d+~\d+일/);
    expect(await page.getByTestId("shop-share").textContent()).toMatch(/\d+% — 지금 구매 가능한 상품 \d+개 중/);
    await page.screenshot({ path: `${shots}/shop-${viewport.width}.png`, fullPage: true });

    await page.getByRole("link", { name: /이 쇼핑몰의 상품 \d+개 보기/ }).click();
    await page.waitForURL(/\/shops\/[a-z0-9-]+\/offers$/);
    expect(await page.locator("h1").textContent()).toBe(`${shopName}의 상품`);
    expect(await page.locator(".tile").count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${shots}/shop-offers-${viewport.width}.png` });
  });
});

describe("shop pages and sharing", () => {
  it("answers 404 for a shop no one knows, and lists the shops in the sitemap", async () => {
    expect((await fetch(`${baseUrl()}/shops/no-such-shop`)).status).toBe(404);
    expect(await (await fetch(`${baseUrl()}/sitemap.xml`)).text()).toMatch(/\/shops\/vapemall</);
  });

  it("copies the product's link to the clipboard and says so", async () => {
    const context = await browser.context({ viewport: DESKTOP });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    await context.addCookies([{ name: "adult_ok", value: "1", url: baseUrl() }]);
    const page = await context.newPage();
    const path = await openFirstProduct(page);
    await page.goto(`${path}?range=90`);
    // No Web Share API in desktop Chromium here: only 링크 복사.
    expect(await page.getByRole("button", { name: "공유하기" }).count()).toBe(0);
    await page.getByRole("button", { name: "링크 복사" }).click();
    await page.getByText("링크를 복사했습니다.").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}${path}`);
    await page.screenshot({ path: `${shots}/copied-${DESKTOP.width}.png` });
  });

  it("hands the product's link to the phone's share sheet (navigator.share)", async () => {
    const page = await browser.adultPage(PHONE);
    // The browser API boundary: the share sheet itself is the system's, so the call is recorded.
    await page.context().addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, "share", { value: async (data: ShareData) => void shared.push(data), configurable: true });
    });
    const path = await openFirstProduct(page);
    const name = (await page.locator("h1").textContent())!;
    await page.getByRole("button", { name: "공유하기" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
      .toEqual([{ title: name, url: `${baseUrl()}${path}` }]);
    await page.screenshot({ path: `${shots}/share-${PHONE.width}.png` });
  });
});
