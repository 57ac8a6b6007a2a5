import { mkdirSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs } from "./admin-pages";
import {
  DESKTOP,
  PHONE,
  choosePriceBasis,
  filterBox,
  openBrowserPerFile,
  productTile,
  resultCount,
  screenshotWithFont,
  searchBox,
  tileLinks,
  typeInSearch,
} from "./pages";

const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);
const SHOTS = process.env.SHOTS_DIR ?? "test-results";
mkdirSync(SHOTS, { recursive: true });

/** The product photo inside `scope`: its stored file name (from src), alt text and whether the browser decoded it. */
async function shownPhoto(scope: Locator) {
  const img = scope.locator("img.thumb").first();
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img.evaluate((el: HTMLImageElement) => ({
    file: new URL(el.currentSrc).pathname.split("/").at(-1),
    alt: el.alt,
    width: el.getAttribute("width"),
    height: el.getAttribute("height"),
  }));
}

const countOn = async (button: Locator) => Number((await button.innerText()).replace(/[^\d]/g, ""));

/** Each tile's rating as its badge states it (0 reviews: no badge), in grid order. */
const tileRatings = (page: Page) =>
  page.locator(".tile").evaluateAll((tiles) =>
    tiles.map((tile) => {
      const badge = tile.querySelector<HTMLElement>("[data-testid=rating-badge]");
      return { count: Number(badge?.dataset.count ?? 0), average: badge ? Number(badge.dataset.average) : null };
    }),
  );

describe("shopper polish (Chromium)", () => {
  it("shows the photo an admin uploads on the product page, the listing, search results and the ranking: one photo everywhere", async () => {
    const visitor = await browser.adultPage(DESKTOP);
    await visitor.goto("/ranking");
    const entry = visitor.getByTestId("ranking-entry").first();
    const productId = Number((await entry.locator("a").getAttribute("href"))!.split("/").at(-1));
    const demoBottle = await shownPhoto(entry);

    const admin = await browser.page(DESKTOP);
    await signInAs(admin);
    await admin.goto(`/admin/products/${productId}`);
    const form = admin.getByRole("form", { name: "상품 속성" });
    const name = await form.getByLabel("상품 이름").inputValue();
    const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: "#0a7f5a" } })
      .png()
      .toBuffer();
    const [chooser] = await Promise.all([admin.waitForEvent("filechooser"), form.getByRole("button", { name: "이미지 올리기" }).click()]);
    await chooser.setFiles({ name: "bottle.png", mimeType: "image/png", buffer: png });
    await admin.getByText("이미지를 올렸습니다. 저장하면 적용됩니다.").waitFor();
    const file = (await form.locator('input[name="imageUrl"]').inputValue()).split("/").at(-1)!;
    expect(file).not.toBe(demoBottle.file);
    await form.getByRole("button", { name: "상품 저장" }).click();
    await admin.getByText("상품을 저장했습니다.").waitFor();

    const expected = { file, alt: `${name} 제품 사진`, width: "480", height: "480" };
    await visitor.goto(`/products/${productId}`);
    const hero = visitor.locator(".product-hero-thumb");
    expect(await shownPhoto(hero)).toEqual(expected);
    // The page's main picture loads at once; tiles wait until scrolled near.
    expect(await hero.locator("img").getAttribute("loading")).toBe("eager");
    expect(await hero.locator("img").getAttribute("fetchpriority")).toBe("high");
    await screenshotWithFont(visitor, `${SHOTS}/product-photo-1280.png`);
    const listing = await visitor.getByRole("navigation", { name: "현재 위치" }).getByRole("link").nth(1).getAttribute("href");

    await visitor.goto(`/search?q=${encodeURIComponent(name)}`);
    expect(await shownPhoto(productTile(visitor, productId).tile)).toEqual(expected);

    // The listing of its type, narrowed to its maker (a maker has well under a page of products of one type).
    await visitor.goto(`/products/${productId}`);
    const makerName = await visitor.locator(".product-maker").innerText();
    await visitor.goto(listing!);
    // A phone's first row of tiles loads at once (often the largest paint there); the others wait until scrolled near.
    const loading = await visitor.locator(".tile img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("loading")));
    expect(loading.slice(0, 3)).toEqual(["eager", "eager", "lazy"]);
    const makerSlug = await visitor
      .locator('input[name="maker"]')
      .evaluateAll(
        (boxes, wanted) => boxes.find((box) => box.parentElement?.textContent?.startsWith(wanted))?.getAttribute("value"),
        makerName,
      );
    await visitor.goto(`${listing}?maker=${makerSlug}`);
    expect(await shownPhoto(productTile(visitor, productId).tile)).toEqual(expected);

    await visitor.goto("/ranking");
    expect(await shownPhoto(visitor.getByTestId("ranking-entry").first())).toEqual(expected);

    // Home: only its first list's first row loads at once; the lists below and a product page's similar products wait.
    const eagerPerGrid = (page: Page) =>
      page
        .getByTestId("product-grid")
        .evaluateAll((grids) => grids.map((grid) => [...grid.querySelectorAll(".tile img")].map((img) => img.getAttribute("loading"))));
    await visitor.goto("/");
    const homeGrids = await eagerPerGrid(visitor);
    expect(homeGrids.length).toBeGreaterThan(1);
    expect(homeGrids.flat().filter((loading) => loading === "eager")).toEqual(["eager", "eager"]);
    expect(homeGrids[0]!.slice(0, 2)).toEqual(["eager", "eager"]);
    await visitor.goto(`/products/${productId}`);
    expect((await eagerPerGrid(visitor)).flat()).not.toContain("eager");

    // A phone gets the smaller scaled copy for a tile, and the photo is square: no shift when it arrives.
    const phone = await browser.adultPage(PHONE);
    // Home's compact rows show a 6rem picture on a phone: on a 2× screen the 240 px copy, not the card's 480.
    const densePhone = await (await browser.context({ viewport: PHONE, deviceScaleFactor: 2 })).newPage();
    await densePhone.goto("/");
    const firstHomePhoto = densePhone.getByTestId("product-grid").first().locator(".tile img").first();
    await expect.poll(() => firstHomePhoto.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\?w=240$/);
    await phone.goto(`/products/${productId}`);
    const phoneHero = await shownPhoto(phone.locator(".product-hero-thumb"));
    expect(phoneHero.file).toBe(file);
    const box = await phone.locator(".product-hero-thumb img").boundingBox();
    expect(Math.abs(box!.width - box!.height)).toBeLessThan(1);
    await screenshotWithFont(phone, `${SHOTS}/product-photo-390.png`);
  });

  it("opens the filters on a phone as a bottom sheet with a live count; on a wide screen they stay beside 4–5 tiles a row", async () => {
    const page = await browser.adultPage(PHONE);
    await page.goto("/mouth-inhalation");
    await page.waitForLoadState("networkidle");
    const all = await resultCount(page);
    const opener = page.locator("details.listing-filters > summary");
    await opener.click();
    const sheet = page.getByRole("dialog", { name: "필터" });
    await sheet.waitFor();
    expect(await sheet.getAttribute("aria-modal")).toBe("true");
    const show = sheet.getByRole("button", { name: /개 상품 보기$/ });
    expect(await countOn(show)).toBe(all);
    // A sheet: along the bottom edge, the results behind it out of reach.
    const sheetBox = (await sheet.boundingBox())!;
    expect(Math.round(sheetBox.y + sheetBox.height)).toBe(PHONE.height);
    expect(
      await tileLinks(page)
        .first()
        .evaluate((el) => el.closest("[inert]") !== null || !el.checkVisibility()),
    ).toBe(false);
    await screenshotWithFont(page, `${SHOTS}/filter-sheet-390.png`);

    await filterBox(page, "tag", "과일").check();
    await page.waitForURL((url) => url.searchParams.getAll("tag").includes("과일"));
    await expect.poll(() => countOn(show)).toBeLessThan(all);
    const fruit = await countOn(show);
    expect(fruit).toBeGreaterThan(0);
    await expect.poll(() => resultCount(page)).toBe(fruit);
    // The sheet stays open, focus on the box just ticked (the form was drawn anew for the new URL).
    expect(await sheet.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe("과일");
    // Focus stays inside: tabbing round never reaches the page behind.
    for (let i = 0; i < 6; i++) await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);

    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");
    await opener.click();
    await show.click();
    await sheet.waitFor({ state: "hidden" });
    expect(await resultCount(page)).toBe(fruit);
    // Results start right under the toolbar, not below the maker checkboxes.
    const firstTile = (await tileLinks(page).first().boundingBox())!;
    expect(firstTile.y).toBeLessThan(PHONE.height);

    const desktop = await browser.adultPage(DESKTOP);
    await desktop.goto("/mouth-inhalation");
    expect(await desktop.locator("details.listing-filters > summary").isVisible()).toBe(false);
    expect(await desktop.getByRole("form", { name: "상품 필터" }).isVisible()).toBe(true);
    const perRow = async () => {
      const tops = await tileLinks(desktop).evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
      return tops.filter((top) => top === tops[0]).length;
    };
    expect(await perRow()).toBeGreaterThanOrEqual(4);
    expect(await perRow()).toBeLessThanOrEqual(5);
    await screenshotWithFont(desktop, `${SHOTS}/listing-1280.png`);
    // The list view and home's compact lists are cards from the small breakpoint up: as many a row as the grid.
    await desktop.goto("/mouth-inhalation?view=list");
    expect(await perRow()).toBeGreaterThanOrEqual(4);
    await desktop.goto("/");
    const homeRows = await desktop.getByTestId("product-grid").evaluateAll((grids) =>
      grids.map((grid) => {
        const tops = [...grid.querySelectorAll(".tile > a")].map((a) => Math.round(a.getBoundingClientRect().top));
        return { tiles: tops.length, firstRow: tops.filter((top) => top === tops[0]).length };
      }),
    );
    expect(homeRows.length).toBeGreaterThan(1);
    for (const grid of homeRows) expect(grid.firstRow).toBe(Math.min(5, grid.tiles));
    const phoneListing = await browser.adultPage(PHONE);
    await phoneListing.goto("/mouth-inhalation");
    await screenshotWithFont(phoneListing, `${SHOTS}/listing-390.png`);
  });

  it("sorts by 리뷰 많은순 and 별점순 on the server, across pages, in links that keep the sort", async () => {
    const page = await browser.adultPage(DESKTOP);
    // The demo's reviews sit on its most popular products: the listing of their type.
    let reviewed = "/mouth-inhalation";
    for (const listing of ["/mouth-inhalation", "/lung-inhalation"]) {
      await page.goto(`${listing}?sort=reviews`);
      if ((await tileRatings(page))[0]!.count > 0) reviewed = listing;
    }
    await page.goto(reviewed);
    const sorts = page.getByRole("navigation", { name: "정렬" });

    await sorts.getByRole("link", { name: "리뷰 많은순" }).click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "reviews");
    const first = await tileRatings(page);
    expect(first[0]!.count).toBeGreaterThan(0);
    const counts = first.map((r) => r.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await page.getByRole("navigation", { name: "페이지" }).getByRole("link", { name: "2", exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "reviews" && url.searchParams.get("page") === "2");
    expect((await tileRatings(page))[0]!.count).toBeLessThanOrEqual(counts.at(-1)!);

    await sorts.getByRole("link", { name: "별점순" }).click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "rating" && !url.searchParams.has("page"));
    const averages = (await tileRatings(page)).map((r) => r.average ?? -1);
    expect(averages[0]).toBeGreaterThan(0);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    expect(await sorts.locator("[aria-current]").innerText()).toBe("별점순");
  });

  it("shows every sort chip whole from a tablet's width up: the row wraps rather than hide a sort past its edge", async () => {
    const page = await browser.adultPage(DESKTOP);
    await page.goto("/mouth-inhalation");
    const sorts = page.getByRole("navigation", { name: "정렬" });
    for (const width of [640, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: DESKTOP.height });
      const cut = await sorts.evaluate((nav) => {
        const row = nav.getBoundingClientRect();
        return [...nav.children]
          .filter((chip) => {
            const box = chip.getBoundingClientRect();
            // One of the two 최저가순 (a price basis each) is not displayed.
            return box.width > 0 && (box.left < row.left || box.right > Math.min(row.right, window.innerWidth));
          })
          .map((chip) => chip.textContent);
      });
      expect({ width, cut }).toEqual({ width, cut: [] });
    }
  });

  it("suggests products at the price their tiles show, in either price basis, and draws a drop alike on tiles and the ranking", async () => {
    const page = await browser.adultPage(DESKTOP);
    await page.goto("/mouth-inhalation?sort=price&stock=1");
    const cheapest = page.locator(".tile").first();
    const name = await cheapest.locator(".tile-name").innerText();
    const href = (await cheapest.locator("a").first().getAttribute("href"))!;
    // The same product's tile in either basis: 낮은 가격순 sorts by the chosen basis, so the first tile may change.
    const tile = page.locator(".tile").filter({ has: page.locator(`a[href="${href}"]`) });
    const suggestionPrice = async () => {
      await searchBox(page).fill("");
      await typeInSearch(page, name);
      const option = page.getByRole("listbox", { name: "검색어 추천" }).locator(`a[href="${href}"]`);
      const price = (await option.getByTestId("suggestion-price").innerText()).trim();
      await page.keyboard.press("Escape");
      return price;
    };
    for (const basis of ["배송비 포함", "상품가만"] as const) {
      await choosePriceBasis(page, basis);
      const tilePrice = (await tile.locator(".tile-price").innerText()).trim();
      expect(tilePrice).toMatch(/^[\d,]+원$/);
      expect(await suggestionPrice()).toBe(tilePrice);
    }
    await choosePriceBasis(page, "배송비 포함");

    await page.goto("/mouth-inhalation?sort=drop");
    const tileDrop = page.locator(".tile .price-drop").first();
    await page.goto("/ranking?tab=price-drop");
    const rankingDrop = page.getByTestId("ranking-list").locator(".price-drop").first();
    const look = (drop: Locator) =>
      drop.evaluate((el) => {
        const style = getComputedStyle(el);
        return { color: style.color, background: style.backgroundColor, arrow: el.textContent!.charAt(0) };
      });
    const onRanking = await look(rankingDrop);
    await page.goto("/mouth-inhalation?sort=drop");
    expect(await look(tileDrop)).toEqual(onRanking);
    expect(onRanking.arrow).toBe("▼");
  });
});
