import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NAV_ITEMS } from "@/ui/nav-items";
import { PHONE, baseUrl, openBrowserPerFile } from "./pages";

const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);

describe("public shell", () => {
  it("every nav link works and highlights itself", async () => {
    const page = await browser.page();
    await page.goto("/");
    for (const { href, label } of NAV_ITEMS) {
      await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === href);
      const current = page.locator('nav[aria-label="주요 메뉴"] a[aria-current="page"]');
      expect(await current.count()).toBe(1);
      expect(await current.textContent()).toBe(label);
    }
    await page.getByRole("link", { name: "액상픽 홈" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.locator('a[aria-current="page"]').count()).toBe(0);
  });

  it("has the default title and metadata, in Korean", async () => {
    const page = await browser.page();
    await page.goto("/");
    expect(await page.title()).toBe("액상픽 - 전자담배 액상 최저가 비교");
    expect(await page.getAttribute("html", "lang")).toBe("ko");
    const meta = (selector: string) => page.locator(selector).first().getAttribute("content");
    expect(await meta('meta[name="description"]')).toContain("최저가");
    expect(await meta('meta[name="keywords"]')).toContain("액상 최저가");
    expect(await meta('meta[property="og:title"]')).toBe("액상픽 - 전자담배 액상 최저가 비교");
    expect(await meta('meta[property="og:locale"]')).toBe("ko_KR");
    // The default share image is large (1200×630, src/app/(site)/opengraph-image.tsx).
    expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    const shareImage = await fetch((await meta('meta[property="og:image"]'))!);
    expect([shareImage.status, shareImage.headers.get("content-type")]).toEqual([200, "image/png"]);
    expect(await meta('meta[name="theme-color"]')).toBe("#6d28d9");
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");
    const footer = page.locator("footer");
    expect(await footer.textContent()).toContain("contact@aeksangpick.kr");
    expect(await footer.textContent()).toContain("©");
    await page.goto("/ranking");
    expect(await page.title()).toBe("랭킹 | 액상픽");
  });

  it("renders Korean glyphs with the shipped Pretendard font at phone width", async () => {
    const page = await browser.page(PHONE, baseUrl(), { firstVisit: true });
    const mediaAtDomReady = () => page.evaluate(() => (window as unknown as { fontMediaAtDomReady?: string }).fontMediaAtDomReady);
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { fontMediaAtDomReady?: string }).fontMediaAtDomReady = (
          document.getElementById("pretendard-css") as HTMLLinkElement | null
        )?.media;
      }),
    );
    await page.goto("/");
    // First visit: the phone's own font; the subsets this page needs are prefetched once it is idle
    // (src/ui/fonts/font-loader.ts).
    expect(await mediaAtDomReady()).toBe("print");
    await page.waitForFunction(() => localStorage.getItem("pretendard") === "1");
    const prefetched = await page
      .locator('link[rel="prefetch"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(prefetched.length).toBeGreaterThan(1);
    for (const href of prefetched)
      expect(href).toMatch(/\/fonts\/pretendard-[\d.]+\/woff2-dynamic-subset\/PretendardVariable\.subset\.\d+\.woff2$/);
    // A device with no Korean font draws Hangul as missing-glyph boxes, as wide as a private-use code point: it gets
    // Pretendard on this first view. (A string, so the bundler's helpers stay out of the page.)
    const systemDrawsHangul = await page.evaluate(`(() => {
      const context = document.createElement("canvas").getContext("2d");
      context.font = "32px sans-serif";
      return context.measureText("가").width !== context.measureText("\\uE000").width;
    })()`);
    const firstViewMedia = await page.locator("#pretendard-css").evaluate((link) => (link as HTMLLinkElement).media);
    expect(firstViewMedia).toBe(systemDrawsHangul ? "print" : "all");
    if (!systemDrawsHangul) {
      const headingFaces = await page.evaluate(async () => {
        await document.fonts.load('700 20px "Pretendard Variable"', "오늘의 액상 최저가");
        return [...document.fonts].filter((f) => f.family.includes("Pretendard") && f.status === "loaded").length;
      });
      expect(headingFaces).toBeGreaterThan(0);
      mkdirSync("test-results", { recursive: true });
      await page.screenshot({ path: "test-results/home-390-first-visit.png" });
    }

    // Next view: the stylesheet applies before the first paint and Korean is set in Pretendard.
    await page.goto("/");
    expect(await mediaAtDomReady()).toBe("all");
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      await document.fonts.load('700 20px "Pretendard Variable"', "액상픽");
      return [...document.fonts].filter((f) => f.family.includes("Pretendard") && f.status === "loaded").length;
    });
    expect(loaded).toBeGreaterThan(0);
    const fontFamily = await page.locator("h1").evaluate((el) => getComputedStyle(el).fontFamily);
    expect(fontFamily).toContain("Pretendard");
    // Text laid out in a font with Hangul glyphs is wider than a row of missing-glyph boxes would be.
    const hasNoHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(hasNoHorizontalScroll).toBe(true);
    mkdirSync("test-results", { recursive: true });
    await page.screenshot({ path: "test-results/home-390.png", fullPage: true });
  });

  it("answers unknown pages with a Korean 404", async () => {
    const response = await fetch(`${baseUrl()}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("페이지를 찾을 수 없습니다");
  });
});
