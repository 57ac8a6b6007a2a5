import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoProducts } from "@/demo/catalog-model";
import { DESKTOP, PHONE, openBrowserPerFile } from "./pages";

const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);
const shots = "test-results/offer-kinds";
mkdirSync(shots, { recursive: true });

const buyableSet = '[data-testid="offer-row"][data-stale="0"][data-in-stock="1"]:not([data-quantity="1"])';
const won = (text: string) => Number(text.replace(/[^\d]/g, ""));

/** A demo product page with a buyable set offer (every 25th product is also sold as a set; the first always). */
async function productWithSet(page: Page): Promise<string> {
  const ids = demoProducts().flatMap((_, i) => (i % 25 === 0 ? [i + 1] : []));
  for (const id of ids) {
    await page.goto(`/products/${id}`);
    if ((await page.locator(buyableSet).count()) > 0 && (await page.getByTestId("offer-benefits").count()) > 0) return `/products/${id}`;
  }
  throw new Error("no demo product with a buyable set offer and a benefit price");
}

// SHOPPER-TRUST: a set (1+1, N병 세트) shows its per-bottle price and a coupon/card/member price its condition, beside
// the price every buyer pays; neither is the headline 최저가.
describe.each([PHONE, DESKTOP])("set offers and benefit prices at %o", (viewport) => {
  it("shows a set's per-bottle price and the benefit prices apart from the headline", async () => {
    const page = await browser.adultPage(viewport);
    await productWithSet(page);
    const setRow = page.locator(buyableSet).first();
    const quantity = Number(await setRow.getAttribute("data-quantity"));
    const total = Number(await setRow.getAttribute("data-total"));
    const note = setRow.getByTestId("offer-set").locator(".basis-total");
    await expect.poll(() => note.textContent()).toBe(`${quantity}병 세트 · 병당 ${Math.round(total / quantity).toLocaleString("ko-KR")}원`);
    // The set wears no 최저, whatever its price.
    expect(await setRow.locator(".offer-lowest").count()).toBe(0);

    // The headline 최저가 is a single bottle's: a buyable row of one bottle at that figure wears 최저.
    const lowestRow = page.locator('[data-testid="offer-row"]', { has: page.locator(".basis-total.offer-lowest") });
    expect(await lowestRow.getAttribute("data-quantity")).toBe("1");
    const headline = won((await page.getByTestId("lowest-price").locator(".basis-total").textContent()) ?? "");
    expect(Number(await lowestRow.getAttribute("data-total"))).toBe(headline);

    // Benefit prices: each with its condition, below the row's own price and never the headline.
    const benefits = page.getByTestId("offer-benefits").first();
    const lines = await benefits.locator("li").allTextContents();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^(쿠폰 적용 시|카드 결제 시|회원가|신규회원가|적립금) [\d,]+원 · \S/);
    await benefits.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/benefits-${viewport.width}.png` });
    await setRow.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/set-offer-${viewport.width}.png` });
  });
});
