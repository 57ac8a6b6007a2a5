import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, openBrowserPerFile } from "./pages";

const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);
const shots = "test-results/shopper-trust";
mkdirSync(shots, { recursive: true });

/** The first product of the 입호흡 listing whose offers include one the demo's closed shop left stale (베이프허브). */
async function productWithStaleOffer(page: Page): Promise<string> {
  await page.goto("/mouth-inhalation");
  const links = await page.locator(".tile > a").evaluateAll((els) => els.map((el) => el.getAttribute("href")!));
  for (const href of links) {
    await page.goto(href);
    if ((await page.locator('[data-testid="offer-row"][data-stale="1"][data-in-stock="1"]').count()) > 0) return href;
  }
  throw new Error("no product with a stale in-stock offer on the first listing page");
}

describe.each([PHONE, DESKTOP])("honest figures at %o", (viewport) => {
  it("shows a stale offer below the buyable ones as 쇼핑몰에서 확인, never 최저", async () => {
    const page = await browser.adultPage(viewport);
    await productWithStaleOffer(page);
    const rows = page.getByTestId("offer-row");
    const kinds = await rows.evaluateAll((els) =>
      els.map((el) => (el.getAttribute("data-in-stock") !== "1" ? "out" : el.getAttribute("data-stale") === "1" ? "stale" : "buy")),
    );
    // Every stale row below every buyable one.
    expect(kinds.lastIndexOf("buy")).toBeLessThan(kinds.indexOf("stale"));
    const staleRow = page.locator('[data-testid="offer-row"][data-stale="1"][data-in-stock="1"]').first();
    await expect.poll(() => staleRow.getByRole("link", { name: /쇼핑몰에서 확인/ }).count()).toBe(1);
    expect(await staleRow.locator(".offer-lowest").count()).toBe(0);
    expect(await staleRow.getByText("구매하러 가기").count()).toBe(0);
    await staleRow.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/stale-offer-${viewport.width}.png` });
  });

  it("gives /search its sort and filters and the tiles their size", async () => {
    const page = await browser.adultPage(viewport);
    await page.goto("/search?q=%EB%A0%88%EB%AA%AC");
    const bar = page.getByTestId("search-refinements");
    await bar.getByRole("navigation", { name: "정렬" }).getByRole("link", { name: "관련도순" }).waitFor();
    await bar.getByLabel("재고 있는 상품만").check();
    await bar.getByRole("button", { name: "적용" }).click();
    await page.waitForURL(/stock=1/);
    await bar.getByRole("link", { name: "인기순" }).click();
    await page.waitForURL(/sort=popular/);
    expect(await page.locator(".tile-line").first().textContent()).toMatch(/\d+ml/);
    await page.screenshot({ path: `${shots}/search-${viewport.width}.png`, fullPage: viewport === PHONE ? false : true });
  });
});
