import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { formatWon } from "@/ui/format-won";
import { DESKTOP, PHONE, baseUrl, offerRowsOf, openBrowserPerFile, screenshotWithFont, signInAndReturn, wishlistPage } from "./pages";

const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);
const SHOTS = "test-results/one-price-shots";
mkdirSync(SHOTS, { recursive: true });

const visitorHtml = async (path: string) => (await fetch(`${baseUrl()}${path}`, { headers: { cookie: "adult_ok=1" } })).text();
const tileIds = (html: string) => [...new Set([...html.matchAll(/href="\/products\/(\d+)"/g)].map((m) => Number(m[1])))];

/** A product on the first page of a listing with an offer shown as 확인 지연 (the demo's shop under maintenance) and a buyable one. */
async function productWithStaleOffer(): Promise<{ id: number; listing: string; total: number }> {
  for (const listing of ["/mouth-inhalation", "/lung-inhalation"]) {
    for (const id of tileIds(await visitorHtml(listing))) {
      const html = await visitorHtml(`/products/${id}`);
      const cheapest = offerRowsOf(html)[0];
      if (html.includes('data-stale="1"') && cheapest) return { id, listing, total: cheapest.total };
    }
  }
  throw new Error("no product with a stale offer on the listings' first pages");
}

describe("one lowest price, everywhere", () => {
  it("shows the 확인 지연 label and the same headline on listing, product, compare and wishlist", async () => {
    const { id, listing, total } = await productWithStaleOffer();
    const price = formatWon(total);
    const page = await browser.page(DESKTOP);
    await signInAndReturn(page, `/products/${id}`, DEMO_ACCOUNTS.member);

    // Product page: the stale row is labelled and dimmed, never 최저; the headline is the cheapest buyable row.
    await page.goto(`/products/${id}`);
    const staleRow = page.locator('[data-testid=offer-row][data-stale="1"]').first();
    expect(await staleRow.textContent()).toContain("확인 지연");
    expect(await staleRow.locator(".offer-lowest").count()).toBe(0);
    expect(await page.getByTestId("lowest-price").locator(".basis-total").textContent()).toBe(price);
    expect(await page.title()).toContain(`최저가 ${price}`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
      offers: { offers: Array<{ price: number; shippingDetails: { shippingRate: { value: number } } }> };
    };
    expect(Math.min(...ld.offers.offers.map((o) => o.price + o.shippingDetails.shippingRate.value))).toBe(total);
    await screenshotWithFont(page, `${SHOTS}/product-stale-1280.png`);

    // The listing's tile, the compare table and the member's wishlist row show that same figure.
    await page.goto(listing);
    expect(await page.locator(`li:has(a[href="/products/${id}"]) .tile-price`).first().getAttribute("data-price")).toBe(String(total));
    await page.goto(`/compare?ids=${id}`);
    expect(await page.getByTestId("compare-table").locator("tr", { hasText: "배송비 포함" }).locator("td").first().textContent()).toBe(
      price,
    );
    const added = await page.request.post("/api/wishlist", { data: { productId: id }, headers: { origin: baseUrl() } });
    expect([200, 201, 409]).toContain(added.status());
    const wishlist = wishlistPage(page);
    await wishlist.goto();
    expect(await wishlist.item(id).getByTestId("wishlist-item-price").textContent()).toBe(price);

    const phone = await browser.adultPage(PHONE);
    await phone.goto(`/products/${id}#offers-title`);
    await screenshotWithFont(phone, `${SHOTS}/product-stale-390.png`);
  });
});
