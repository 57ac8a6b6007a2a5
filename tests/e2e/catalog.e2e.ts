import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, baseUrl, gridNames, gridPrices, openBrowserPerFile, resultCount } from "./pages";

const browser = openBrowserPerFile();
beforeAll(async () => {
  await browser.start();
  mkdirSync("test-results", { recursive: true });
});
afterAll(browser.stop);

const adultPage = browser.adultPage;

const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

describe("catalogue", () => {
  it("filters and sorts 입호흡, and the state survives reload and back", async () => {
    const page = await adultPage();
    await page.goto("/mouth-inhalation");
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(100);

    // Each change applies at once (first-impressions.e2e.ts covers the chips).
    await page.locator('input[name="tag"][value="과일"]').check();
    await page.waitForURL((url) => url.searchParams.getAll("tag").includes("과일"));
    await page.locator('input[name="vol"][value="30"]').check();
    await page.waitForURL((url) => url.searchParams.getAll("tag").includes("과일") && url.searchParams.get("vol") === "30");
    const filtered = await resultCount(page);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
    expect(await page.locator('input[name="tag"][value="과일"]').isChecked()).toBe(true);

    await page.getByRole("navigation", { name: "정렬" }).getByRole("link", { name: "최저가순" }).click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "price" && url.searchParams.get("vol") === "30");
    const prices = await gridPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(ascending(prices)).toBe(true);
    expect(await resultCount(page)).toBe(filtered);
    const names = await gridNames(page);

    await page.reload();
    expect(await gridNames(page)).toEqual(names);
    expect(await resultCount(page)).toBe(filtered);

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("sort") && url.searchParams.get("vol") === "30");
    await expect.poll(() => resultCount(page)).toBe(filtered);
    // Each filter change was its own step: back undoes them one at a time.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.has("tag") && !url.searchParams.has("vol"));
    await page.goBack();
    await page.waitForURL((url) => url.search === "");
    await expect.poll(() => resultCount(page)).toBe(all);

    await page.goto("/mouth-inhalation?cool=banana&page=-4&sort=nope&min=abc");
    expect(await resultCount(page)).toBe(all);
  });

  it("shows a product's offers cheapest first and draws its price chart", async () => {
    const page = await adultPage();
    await page.goto("/mouth-inhalation?sort=price&stock=1");
    await page.getByTestId("product-tile").first().click();
    await page.waitForURL(/\/products\/\d+$/);
    // Metadata streams after the page on client navigation.
    await expect.poll(() => page.title()).toMatch(/최저가 [\d,]+원$/);

    const rows = page.getByTestId("offer-row");
    const offers = await rows.evaluateAll((els) =>
      els.map((el) => ({
        price: Number(el.getAttribute("data-price")),
        total: Number(el.getAttribute("data-total")),
        inStock: el.getAttribute("data-in-stock") === "1",
      })),
    );
    expect(offers.length).toBeGreaterThan(1);
    const inStock = offers.filter((o) => o.inStock);
    expect(ascending(inStock.map((o) => o.price))).toBe(true);
    expect(offers.findIndex((o) => !o.inStock) === -1 || offers.slice(offers.findIndex((o) => !o.inStock)).every((o) => !o.inStock)).toBe(
      true,
    );
    expect(Number((await page.getByTestId("lowest-price").textContent())!.replace(/[^\d]/g, ""))).toBe(inStock[0]!.price);

    await page.getByTestId("price-chart").scrollIntoViewIfNeeded();
    await page.getByTestId("price-chart").locator("canvas").waitFor();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({
      "@type": "Product",
      offers: { "@type": "AggregateOffer", priceCurrency: "KRW", lowPrice: inStock[0]!.price },
    });

    await page.getByRole("navigation", { name: "판매처 정렬" }).getByRole("link", { name: "배송비 포함순" }).click();
    await page.waitForURL(/order=total/);
    const totals = await rows.evaluateAll((els) =>
      els.filter((el) => el.getAttribute("data-in-stock") === "1").map((el) => Number(el.getAttribute("data-total"))),
    );
    expect(ascending(totals)).toBe(true);

    await page.getByRole("navigation", { name: "기간" }).getByRole("link", { name: "90일" }).click();
    await page.waitForURL(/range=90/);
    await page.getByTestId("price-chart").scrollIntoViewIfNeeded();
    await page.getByTestId("price-chart").locator("canvas").waitFor();
    await page.getByText("가격 변동 표로 보기").click();
    expect(await page.locator("#price-history table tbody tr").count()).toBeGreaterThan(1);
  });

  it("logs a click out through /go/ and redirects to the shop", async () => {
    const page = await adultPage();
    await page.goto("/lung-inhalation");
    await page.getByTestId("product-tile").first().click();
    await page.waitForURL(/\/products\/\d+$/);
    const productPath = new URL(page.url()).pathname;
    const href = (await page.locator('[data-testid="offer-row"] a[href^="/go/"]').first().getAttribute("href"))!;
    const response = await fetch(`${baseUrl()}${href}`, { redirect: "manual", headers: { referer: `${baseUrl()}${productPath}` } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^https?:\/\/[^/]+\/[a-z0-9-]+\//);

    const missing = await fetch(`${baseUrl()}/go/2000000000`, { redirect: "manual" });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe("not_found");
  });

  it("answers a missing product with a Korean 404 and serves sitemap and robots", async () => {
    const page = await adultPage();
    const response = await page.goto("/products/999999");
    expect(response?.status()).toBe(404);
    expect(await page.textContent("body")).toContain("없는 상품입니다");
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain("/products/1</loc>");
    expect(sitemap).toContain("/mouth-inhalation</loc>");
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /go");
    expect(robots).toContain("Sitemap:");
  });

  it("lays out home, listing and product pages at phone and desktop widths", async () => {
    for (const [name, viewport] of [
      ["390", PHONE],
      ["1280", DESKTOP],
    ] as const) {
      const page = await adultPage(viewport);
      for (const [label, path] of [
        ["home", "/"],
        ["mouth-inhalation", "/mouth-inhalation"],
        ["product", "/products/2"],
      ] as const) {
        await page.goto(path);
        if (label === "product") {
          // On a phone the chart sits below the offers: drawn only once scrolled near.
          if (viewport === PHONE) expect(await page.getByTestId("price-chart").locator("canvas").count()).toBe(0);
          await page.getByTestId("price-chart").scrollIntoViewIfNeeded();
          await page.getByTestId("price-chart").locator("canvas").waitFor();
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.screenshot({ path: `test-results/catalog-${label}-${name}.png`, fullPage: true });
      }
    }
  });
});
