import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, baseUrl, openBrowserPerFile, searchBox, typeInSearch } from "./pages";

const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);

const adultPage = browser.adultPage;

describe("header search", () => {
  it("suggests 레몬 for the 초성 ㄹㅁ and opens the clicked product", async () => {
    const page = await adultPage();
    await page.goto("/");
    await typeInSearch(page, "ㄹㅁ");
    expect(await searchBox(page).getAttribute("aria-expanded")).toBe("true");
    const lemon = page.getByRole("option").filter({ hasText: "레몬" }).first();
    const name = (await lemon.locator("span.block").first().textContent())!;
    const href = (await lemon.getAttribute("href"))!;
    expect(name).toContain("레몬");
    expect(href).toMatch(/^\/products\/\d+$/);
    await lemon.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await page.locator("h1").first().textContent()).toContain(name);
  });

  it("moves through suggestions with the arrow keys, opens one with Enter and closes with Escape", async () => {
    const page = await adultPage();
    await page.goto("/");
    await typeInSearch(page, "레몬");
    const box = searchBox(page);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    const activeId = await box.getAttribute("aria-activedescendant");
    const active = page.locator(`[id="${activeId}"]`);
    expect(await active.getAttribute("aria-selected")).toBe("true");
    expect(await page.locator('[role="option"][aria-selected="true"]').count()).toBe(1);
    await page.keyboard.press("ArrowUp");
    expect(await box.getAttribute("aria-activedescendant")).not.toBe(activeId);

    await page.keyboard.press("Escape");
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    expect(await box.getAttribute("aria-activedescendant")).toBeNull();

    await page.keyboard.press("ArrowDown");
    const href = (await page.locator(`[id="${await box.getAttribute("aria-activedescendant")}"]`).getAttribute("href"))!;
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === href);
  });

  it("submits to the results page on Enter without a selection, which lists matches and is not indexed", async () => {
    const page = await adultPage();
    await page.goto("/");
    await typeInSearch(page, "레몬");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "레몬");
    expect(await page.locator("h1").textContent()).toBe("‘레몬’ 검색 결과");
    await page.waitForFunction(() => document.title.includes("검색 결과"));
    expect(await page.title()).toBe('"레몬" 검색 결과 | 액상픽');
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    const status = page.getByRole("status").filter({ hasText: /상품 \d+개/ });
    expect(await status.count()).toBe(1);
    // The matches come first; a short list is topped up with similar names, counted apart (SHOPPER-TRUST).
    const matched = Number(/상품 (\d+)개/.exec((await status.textContent())!)![1]);
    const names = await page.locator('main a[href^="/products/"]').allTextContents();
    expect(matched).toBeGreaterThan(0);
    expect(names.slice(0, matched).every((text) => text.includes("레몬"))).toBe(true);
    expect(await searchBox(page).inputValue()).toBe("레몬");
  });

  it("shows an empty state with popular searches that lead to their results", async () => {
    // A term ranks only once 5 distinct visitors searched it (one address here cannot), so the demo's logged searches are offered.
    const page = await browser.page();
    await page.goto(`/search?q=${encodeURIComponent("qxzqxz")}`);
    expect(await page.getByRole("heading", { name: "검색 결과가 없습니다" }).count()).toBe(1);
    await page.getByRole("heading", { name: "인기 검색어" }).waitFor();
    const first = page.getByRole("heading", { name: "인기 검색어" }).locator("xpath=following::a[1]");
    const term = (await first.textContent())!.trim();
    await first.click();
    await page.waitForURL((url) => url.searchParams.get("q") === term);
    expect(await page.locator("h1").textContent()).toBe(`‘${term}’ 검색 결과`);
  });

  it("works without JavaScript: the header is a GET form and results render on the server", async () => {
    const home = await (await fetch(`${baseUrl()}/`)).text();
    expect(home).toMatch(/<form[^>]*action="\/search"/);
    expect(home).toMatch(/<input[^>]*name="q"/);
    const results = await (await fetch(`${baseUrl()}/search?q=${encodeURIComponent("ㄹㅁ")}`)).text();
    expect(results).toContain("레몬");
    expect(results).toMatch(/href="\/products\/\d+"/);
  });

  it("answers the suggest API with products and a 30-second public cache, and refuses bad input in Korean", async () => {
    const ok = await fetch(`${baseUrl()}/api/search/suggest?q=${encodeURIComponent("ㄹㅁ")}`);
    expect(ok.headers.get("cache-control")).toBe("public, max-age=30");
    const body = (await ok.json()) as {
      items: Array<{
        id: number;
        name: string;
        manufacturer: string;
        price: { total: number | null; shop: number | null; soldOut: boolean };
        inhalation: string;
      }>;
      manufacturers: unknown[];
    };
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.some((item) => item.name.includes("레몬"))).toBe(true);
    expect(Object.keys(body.items[0]!).sort()).toEqual(["id", "inhalation", "manufacturer", "name", "price"]);
    expect(Object.keys(body.items[0]!.price).sort()).toEqual(["shop", "soldOut", "total"]);
    expect(Array.isArray(body.manufacturers)).toBe(true);

    for (const q of ["", "가".repeat(51)]) {
      const bad = await fetch(`${baseUrl()}/api/search/suggest?q=${encodeURIComponent(q)}`);
      expect(bad.status).toBe(400);
      const error = (await bad.json()) as { error: { code: string; message: string } };
      expect(error.error.code).toBe("invalid_input");
      expect(error.error.message).toMatch(/검색어/);
    }
  });

  it("spans the phone's width under the header and sits under the box on desktop", async () => {
    mkdirSync("test-results", { recursive: true });
    for (const [label, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      const page = await adultPage(viewport);
      await page.goto("/");
      await typeInSearch(page, "ㄹㅁ");
      const panel = (await page.getByRole("listbox", { name: "검색어 추천" }).boundingBox())!;
      const header = (await page.locator("header").boundingBox())!;
      const box = (await searchBox(page).boundingBox())!;
      if (label === "phone") {
        expect(panel.x).toBeLessThanOrEqual(1);
        expect(panel.width).toBeGreaterThanOrEqual(viewport.width - 2);
        expect(panel.y).toBeGreaterThanOrEqual(header.y + header.height - 2);
      } else {
        expect(panel.y).toBeGreaterThan(box.y + box.height);
        expect(panel.x + panel.width).toBeLessThanOrEqual(viewport.width);
      }
      await page.screenshot({ path: `test-results/search-suggest-${label}.png` });
      await page.goto(`/search?q=${encodeURIComponent("레몬")}`);
      await page.screenshot({ path: `test-results/search-results-${label}.png` });
    }
  });
});
