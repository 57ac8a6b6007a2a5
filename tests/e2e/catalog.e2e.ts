import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  baseUrl,
  choosePriceBasis,
  currentPage,
  DESKTOP,
  filterChips,
  gridNames,
  gridPrices,
  headlineLowest,
  offerRows,
  openBrowserPerFile,
  PHONE,
  priceBasisButton,
  resultCount,
  tileLinks,
  tilePrices,
} from "./pages";

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
    // The unfiltered count again; the crawl may have registered a product a demo shop lists meanwhile (never fewer).
    await expect.poll(() => resultCount(page)).toBeGreaterThanOrEqual(all);
    const unfiltered = await resultCount(page);
    expect(unfiltered - all).toBeLessThan(5);

    // Unknown and malformed parameters are ignored: no filter on, the default sort, page 1, and all the products (this
    // URL renders afresh while the clean one may come from the page cache, so a product registered since can show).
    await page.goto("/mouth-inhalation?cool=banana&page=-4&sort=nope&min=abc");
    expect(await filterChips(page).count()).toBe(0);
    expect(await page.getByRole("navigation", { name: "정렬" }).locator("[aria-current]").innerText()).toBe("인기순");
    expect(await currentPage(page).innerText()).toBe("1");
    const withBadParams = await resultCount(page);
    expect(withBadParams).toBeGreaterThanOrEqual(unfiltered);
    expect(withBadParams - unfiltered).toBeLessThan(5);
  });

  it("shows a product's offers cheapest first and draws its price chart", async () => {
    const page = await adultPage();
    await page.goto("/mouth-inhalation?sort=price&stock=1");
    await tileLinks(page).first().click();
    await page.waitForURL(/\/products\/\d+$/);
    // Metadata streams after the page on client navigation.
    await expect.poll(() => page.title()).toMatch(/최저가 [\d,]+원$/);

    const offers = await offerRows(page);
    expect(offers.length).toBeGreaterThan(1);
    const buyable = offers.filter((o) => o.inStock && !o.stale);
    expect(ascending(buyable.map((o) => o.total))).toBe(true);
    const firstUnbuyable = offers.findIndex((o) => !o.inStock || o.stale);
    expect(firstUnbuyable === -1 || offers.slice(firstUnbuyable).every((o) => !o.inStock || o.stale)).toBe(true);
    // The headline and the 최저 badge go to the cheapest all-in, in-stock offer.
    expect(await headlineLowest(page)).toBe(buyable[0]!.total);
    expect(offers.map((o) => o.lowestBadge)).toEqual(offers.map((_, i) => i === 0));
    expect(await page.getByTestId("price-chart-latest").textContent()).toMatch(/배송비 포함 최저 [\d,]+원/);

    await page.getByTestId("price-chart").scrollIntoViewIfNeeded();
    await page.getByTestId("price-chart").locator("canvas").waitFor();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({
      "@type": "Product",
      offers: {
        "@type": "AggregateOffer",
        priceCurrency: "KRW",
        lowPrice: Math.min(...offers.filter((o) => o.inStock).map((o) => o.price)),
      },
    });

    await page.getByRole("navigation", { name: "기간" }).getByRole("link", { name: "90일" }).click();
    await page.waitForURL(/range=90/);
    await page.getByTestId("price-chart").scrollIntoViewIfNeeded();
    await page.getByTestId("price-chart").locator("canvas").waitFor();
    await page.getByText("가격 변동 표로 보기").click();
    expect(await page.locator("#price-history table tbody tr").count()).toBeGreaterThan(1);
  });

  it("switches between 배송비 포함 and 상품가만 and remembers the choice across reload", async () => {
    const page = await adultPage();
    await page.goto("/mouth-inhalation?sort=price&stock=1");
    const firstTilePrice = async () => Number((await tilePrices(page).first().innerText()).replace(/[^\d]/g, ""));
    // The tile's own figures, read when it is checked: the demo shops' crawls go on moving prices while the test runs.
    const firstTileFigure = async (basis: "data-price" | "data-shop-price") => Number(await tilePrices(page).first().getAttribute(basis));
    await expect.poll(() => priceBasisButton(page, "배송비 포함").getAttribute("aria-pressed"), { timeout: 10_000 }).toBe("true");
    expect(await firstTilePrice()).toBe(await firstTileFigure("data-price"));

    await choosePriceBasis(page, "상품가만");
    expect(await firstTilePrice()).toBe(await firstTileFigure("data-shop-price"));
    await page.reload();
    expect(await firstTilePrice()).toBe(await firstTileFigure("data-shop-price"));
    await expect.poll(() => priceBasisButton(page, "상품가만").getAttribute("aria-pressed"), { timeout: 10_000 }).toBe("true");

    await tileLinks(page).first().click();
    await page.waitForURL(/\/products\/\d+$/);
    const offers = await offerRows(page);
    const buyable = offers.filter((o) => o.inStock && !o.stale);
    expect(ascending(buyable.map((o) => o.price))).toBe(true);
    expect(await headlineLowest(page)).toBe(buyable[0]!.price);
    expect(offers.map((o) => o.lowestBadge)).toEqual(offers.map((_, i) => i === 0));

    await choosePriceBasis(page, "배송비 포함");
    expect(await headlineLowest(page)).toBe(Math.min(...buyable.map((o) => o.total)));
  });

  it("shows a sold-out offer as 품절 with no buy link, after the in-stock ones", async () => {
    const page = await adultPage();
    let offers: Awaited<ReturnType<typeof offerRows>> = [];
    for (let id = 1; id <= 40 && !offers.some((o) => !o.inStock); id++) {
      await page.goto(`/products/${id}`);
      offers = await offerRows(page);
    }
    const soldOut = offers.filter((o) => !o.inStock);
    expect(soldOut.length).toBeGreaterThan(0);
    expect(soldOut.every((o) => !o.buyLink && !o.lowestBadge)).toBe(true);
    expect(offers.slice(offers.findIndex((o) => !o.inStock)).every((o) => !o.inStock)).toBe(true);
    expect(await page.locator('[data-in-stock="0"] [aria-disabled="true"]').first().textContent()).toContain("품절");
    expect(await page.locator('[data-testid="offer-row"] time[data-checked]').first().textContent()).toMatch(
      /(방금|\d+(분|시간|일) 전) 확인/,
    );
  });

  it("logs a click out through /go/ and redirects to the shop", async () => {
    const page = await adultPage();
    await page.goto("/lung-inhalation");
    await tileLinks(page).first().click();
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
