import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { signInOverHttp } from "../support/http-sign-in";
import { askWhenCached } from "./cached-page";
import {
  DESKTOP,
  PHONE,
  baseUrl,
  crawlOffer,
  notificationsPage,
  offerRowsOf,
  openBrowserPerFile,
  productTile,
  screenshotWithFont,
  signInAndReturn,
  tileProductIds,
  userMenu,
} from "./pages";

const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);
const SHOTS = "test-results/render-shots";
mkdirSync(SHOTS, { recursive: true });

const NONCE = /(nonce="|\\"nonce\\":\\")[A-Za-z0-9+/=]+/g;
const withoutNonces = (html: string) => html.replace(NONCE, "$1…");
const nonceOf = (html: string) => /nonce="([A-Za-z0-9+/=]+)"/.exec(html)?.[1];

/** Each tile of a product: its link, then (before any other product's link) its price's `data-shop-price`. */
const tileShopPrices = (productId: number) =>
  new RegExp(`href="/products/${productId}"(?:(?!href="/products/)[\\s\\S])*?data-shop-price="(\\d*)"`, "g");

const visitorGet = (path: string) => fetch(`${baseUrl()}${path}`, { headers: { cookie: "adult_ok=1" } });

describe("catalogue pages: one cached copy for visitors and members", () => {
  it("a signed-in member gets the visitor's HTML byte for byte, and still sees their menu, bell and hearts", async () => {
    const page = await browser.page(DESKTOP);
    await signInAndReturn(page, "/mouth-inhalation", DEMO_ACCOUNTS.member);
    const productId = (await tileProductIds(page))[0]!;
    // Taken out first, so the add is a fresh one whatever the member's list held (and a full list has room).
    const removed = await page.request.delete(`/api/wishlist/${productId}`, { headers: { origin: baseUrl() } });
    expect(removed.status()).toBe(200);
    const added = await page.request.post("/api/wishlist", { data: { productId }, headers: { origin: baseUrl() } });
    expect(added.status()).toBe(200);

    // The member's own request for the page (their session cookie is sent) is answered with the visitor's copy.
    let visitor = "";
    const member = await askWhenCached({
      warm: async () => (visitor = await (await visitorGet("/mouth-inhalation")).text()),
      ask: () => page.request.get("/mouth-inhalation"),
      cacheState: (answer) => answer.headers()["x-page-cache"],
    });
    expect(member.headers()["x-page-cache"]).toBe("HIT");
    // Byte for byte but the CSP nonce, which every response gets anew.
    expect(withoutNonces(await member.text())).toBe(withoutNonces(visitor));
    expect(nonceOf(await member.text())).not.toBe(nonceOf(visitor));
    expect(visitor).not.toContain(DEMO_ACCOUNTS.member.email);

    await page.goto("/mouth-inhalation");
    await userMenu(page).waitFor();
    await notificationsPage(page).badge.waitFor();
    await expect.poll(() => productTile(page, productId).heart.getAttribute("data-state")).toBe("on");
    await screenshotWithFont(page, `${SHOTS}/listing-member-1280.png`);
    const phone = await browser.page(PHONE);
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto(`/products/${productId}`);
    await userMenu(phone).waitFor();
    await expect.poll(() => phone.getByTestId("heart-button").first().getAttribute("data-state")).toBe("on");
    await screenshotWithFont(phone, `${SHOTS}/product-member-390.png`);
  });

  it("a visitor gets the sign-in icon once the session is known, on the same cached page", async () => {
    const page = await browser.adultPage(PHONE);
    const response = await askWhenCached({
      warm: () => visitorGet("/").then((answer) => answer.text()),
      ask: () => page.goto("/"),
      cacheState: (answer) => answer?.headers()["x-page-cache"],
    });
    expect(response!.headers()["x-page-cache"]).toBe("HIT");
    await page.getByTestId("signin-link").waitFor();
    expect(await userMenu(page).count()).toBe(0);
    await screenshotWithFont(page, `${SHOTS}/home-visitor-390.png`);
  });

  it("a price change drops the cached product page and the home page that shows the product, at once", async () => {
    const admin = (
      await signInOverHttp({ baseUrl: baseUrl(), fields: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password } })
    ).jar;
    const home = await (await visitorGet("/")).text();
    const productIds = [...new Set([...home.matchAll(/href="\/products\/(\d+)"/g)].map((m) => Number(m[1])))];
    for (const productId of productIds) {
      const path = `/products/${productId}`;
      const rows = offerRowsOf(await (await visitorGet(path)).text());
      const cheapest = [...rows].sort((a, b) => a.price - b.price)[0];
      if (!cheapest) continue;
      const observed = await crawlOffer(admin, cheapest.offerId);
      if (!observed.inStock || !observed.newPrice || observed.newPrice <= 3_000) continue;
      const lowered = observed.newPrice - 1_500;

      await visitorGet("/").then((answer) => answer.text());
      const cached = await askWhenCached({
        warm: () => visitorGet(path).then((answer) => answer.text()),
        ask: () => visitorGet(path),
        cacheState: (answer) => answer.headers.get("x-page-cache"),
      });
      expect(cached.headers.get("x-page-cache")).toBe("HIT");
      const control = await fetch(`${new URL(observed.url).origin}/_control/price`, {
        method: "POST",
        body: JSON.stringify({ url: observed.url, price: lowered }),
      });
      expect(control.status).toBe(200);
      expect(await crawlOffer(admin, cheapest.offerId)).toMatchObject({ newPrice: lowered, changed: true });

      const productPage = await (await visitorGet(path)).text();
      expect(offerRowsOf(productPage).map((row) => row.price)).toContain(lowered);
      // Every tile of this product on the home page (it can stand in several sections) shows the new lowest shop price.
      const homePage = await (await visitorGet("/")).text();
      const tilePrices = [...homePage.matchAll(tileShopPrices(productId))].map((m) => Number(m[1]));
      expect(tilePrices.length).toBeGreaterThan(0);
      expect(tilePrices).toEqual(tilePrices.map(() => lowered));
      return;
    }
    throw new Error("no product on the home page with an in-stock offer to lower");
  });
});
