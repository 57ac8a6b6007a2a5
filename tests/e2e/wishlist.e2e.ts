import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { fetchWithJar, signInOverHttp } from "../support/http-sign-in";
import { PHONE, baseUrl, openBrowserPerFile, productTile, signIn, signInAndReturn, tileProductIds, wishlistPage } from "./pages";

const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);
mkdirSync("test-results", { recursive: true });

const member = { email: DEMO_ACCOUNTS.member.email, password: DEMO_ACCOUNTS.member.password };

/** The demo member's wishlisted ids, read over HTTP as the member. */
async function memberWishlistIds(): Promise<number[]> {
  const { jar } = await signInOverHttp({ baseUrl: baseUrl(), fields: member });
  const response = await fetchWithJar(jar, `${baseUrl()}/api/wishlist/ids`);
  return ((await response.json()) as { productIds: number[] }).productIds;
}

describe("wishlist", () => {
  it("adds the product whose heart a visitor tapped, after they sign in", async () => {
    const already = new Set(await memberWishlistIds());
    const page = await browser.adultPage(PHONE);
    await page.goto("/lung-inhalation");
    const productId = (await tileProductIds(page)).find((id) => !already.has(id))!;
    const { heart } = productTile(page, productId);
    await expect.poll(() => heart.getAttribute("data-state")).toBe("off");
    await heart.click();
    await page.waitForURL((url) => url.pathname === "/auth/signin");
    expect(new URL(page.url()).searchParams.get("callbackUrl")).toBe(`/lung-inhalation?wish=${productId}`);
    await signIn(page, member);
    await page.waitForURL((url) => url.pathname === "/lung-inhalation");
    await expect.poll(() => productTile(page, productId).heart.getAttribute("data-state"), { timeout: 10_000 }).toBe("on");
    expect(new URL(page.url()).search).toBe("");
    await page.screenshot({ path: "test-results/wishlist-hearts-390.png" });

    await wishlistPage(page).goto();
    await wishlistPage(page).item(productId).waitFor();
    expect(await memberWishlistIds()).toContain(productId);
  });

  it("asks before adding a ?wish= that came from a link rather than this browser's heart", async () => {
    const page = await browser.adultPage(PHONE);
    await signInAndReturn(page, "/lung-inhalation", member);
    const already = new Set(await memberWishlistIds());
    const productId = (await tileProductIds(page)).find((id) => !already.has(id))!;
    await page.goto(`/lung-inhalation?wish=${productId}`);
    const ask = page.getByText("이 상품을 관심상품에 담을까요?");
    await ask.waitFor();
    expect(new URL(page.url()).search).toBe("");
    expect(await memberWishlistIds()).not.toContain(productId);
    await page.getByRole("button", { name: "담기", exact: true }).click();
    await expect.poll(() => productTile(page, productId).heart.getAttribute("data-state"), { timeout: 10_000 }).toBe("on");
    expect(await memberWishlistIds()).toContain(productId);
  });

  it("saves a target price that stays after reload", async () => {
    const page = await browser.adultPage();
    await signInAndReturn(page, "/wishlist", member);
    const [productId] = await memberWishlistIds();
    await wishlistPage(page).setTarget(productId!, 9_900);
    await page.getByText("목표가를 저장했습니다.").waitFor();
    await page.reload();
    expect(await wishlistPage(page).item(productId!).getByTestId("target-price-input").inputValue()).toBe("9900");
  });

  it("plans a basket whose per-shop orders add up to the displayed total", async () => {
    const page = await browser.adultPage(PHONE);
    await signInAndReturn(page, "/wishlist", member);
    const ids = await memberWishlistIds();
    for (const id of ids.slice(0, 4)) await wishlistPage(page).pickForBasket(id);
    await wishlistPage(page).calculateBasket();
    const { orders, total } = await wishlistPage(page).basketAmounts();
    expect(orders.length).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(0);
    expect(orders.reduce((sum, amount) => sum + amount, 0)).toBe(total);
    await page.getByTestId("basket").screenshot({ path: "test-results/wishlist-basket-390.png" });
  });

  it("compares three products side by side, ignoring a bad id", async () => {
    const page = await browser.adultPage(PHONE);
    await page.goto("/mouth-inhalation");
    const ids = (await tileProductIds(page)).slice(0, 3);
    await page.goto(`/compare?ids=${ids.join(",")},abc,999999999`);
    await expect.poll(() => page.getByTestId("compare-product").count()).toBe(3);
    await page.getByText("제조사").first().waitFor();
    await page.getByText("30일 최저 (배송비 포함)").waitFor();
    await page.screenshot({ path: "test-results/compare-390.png", fullPage: true });
  });

  it("saves the listing's filters as a search and lists it on /wishlist", async () => {
    const page = await browser.adultPage();
    await signInAndReturn(page, "/mouth-inhalation", member);
    await page.goto("/mouth-inhalation?vol=60&form=salt");
    await page.getByTestId("save-search").click();
    await page.getByTestId("save-search-max").fill("30000");
    await page.getByTestId("save-search-submit").click();
    await page.getByText(/검색을 저장했습니다/).waitFor();
    await wishlistPage(page).goto();
    await wishlistPage(page).openSavedSearches();
    await wishlistPage(page).savedSearches().filter({ hasText: "입호흡 · 솔트 · 60ml · 30,000원 이하" }).waitFor();
  });
});
