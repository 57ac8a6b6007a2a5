import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NAV_ITEMS } from "@/ui/nav-items";
import { launchChromium } from "../support/browser";
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
    const firstView = await watchFirstVisitFont(page);
    // A device with no Korean font (this machine kind) gets Pretendard on its first view, each subset fetched once;
    // one with a Korean font prefetches the subsets (the next test gives Chromium one).
    if (!firstView.drawsHangul) {
      expect(firstView.media).toBe("all");
      expect(firstView.prefetched).toEqual([]);
      expect(firstView.subsetRequests.length).toBeGreaterThan(1);
      expect(new Set(firstView.subsetRequests).size).toBe(firstView.subsetRequests.length);
      const headingFaces = await page.evaluate(async () => {
        await document.fonts.load('700 20px "Pretendard Variable"', "오늘의 액상 최저가");
        return [...document.fonts].filter((f) => f.family.includes("Pretendard") && f.status === "loaded").length;
      });
      expect(headingFaces).toBeGreaterThan(0);
      mkdirSync("test-results", { recursive: true });
      await page.screenshot({ path: "test-results/home-390-first-visit.png" });
    } else {
      expectPrefetchedOnly(firstView);
    }

    // Next view: the stylesheet applies before the first paint and Korean is set in Pretendard.
    await page.goto("/");
    expect(await firstView.mediaAtDomReady()).toBe("all");
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

  it("keeps a phone's own Korean font on the first view and only prefetches Pretendard's subsets", async () => {
    // Chromium with Pretendard's OTF installed as a system font, as a phone has a Korean one.
    const fonts = mkdtempSync(path.join(os.tmpdir(), "korean-system-font-"));
    copyFileSync("node_modules/pretendard/dist/public/static/Pretendard-Regular.otf", path.join(fonts, "Pretendard-Regular.otf"));
    const config = path.join(fonts, "fonts.conf");
    writeFileSync(
      config,
      `<?xml version="1.0"?><fontconfig><include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${fonts}</dir><cachedir>${fonts}/cache</cachedir></fontconfig>`,
    );
    const phone = await launchChromium({ env: { ...(process.env as Record<string, string>), FONTCONFIG_FILE: config } });
    try {
      const context = await phone.newContext({ viewport: PHONE, locale: "ko-KR", baseURL: baseUrl() });
      const firstView = await watchFirstVisitFont(await context.newPage());
      expect(firstView.drawsHangul).toBe(true);
      expectPrefetchedOnly(firstView);
    } finally {
      await phone.close();
      rmSync(fonts, { recursive: true, force: true });
    }
  });

  it("answers unknown pages with a Korean 404", async () => {
    const response = await fetch(`${baseUrl()}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("페이지를 찾을 수 없습니다");
  });
});

/**
 * Opens `/` as a first visit and waits until the font loader has done its idle-time work (its localStorage flag):
 * what the device draws Hangul with, the stylesheet's media then, the prefetch hints, and every subset file requested.
 */
async function watchFirstVisitFont(page: Page) {
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { fontMediaAtDomReady?: string }).fontMediaAtDomReady = (
        document.getElementById("pretendard-css") as HTMLLinkElement | null
      )?.media;
    }),
  );
  const mediaAtDomReady = () => page.evaluate(() => (window as unknown as { fontMediaAtDomReady?: string }).fontMediaAtDomReady);
  const subsetRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) subsetRequests.push(request.url());
  });
  await page.goto("/");
  // First visit: the device's own font; the font loader acts once the page is idle (src/ui/fonts/font-loader.ts).
  expect(await mediaAtDomReady()).toBe("print");
  await page.waitForFunction(() => localStorage.getItem("pretendard") === "1");
  // Missing-glyph boxes are as wide as a private-use code point. (A string, so the bundler's helpers stay out of the page.)
  const drawsHangul = (await page.evaluate(`(() => {
    const context = document.createElement("canvas").getContext("2d");
    context.font = "32px sans-serif";
    return context.measureText("가").width !== context.measureText("\\uE000").width;
  })()`)) as boolean;
  const prefetched = await page
    .locator('link[rel="prefetch"][as="font"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const media = await page.locator("#pretendard-css").evaluate((link) => (link as HTMLLinkElement).media);
  return { drawsHangul, media, prefetched, subsetRequests, mediaAtDomReady };
}

/** A device that draws Hangul keeps its own font on the first view; the subsets its text needs are prefetched. */
function expectPrefetchedOnly({ media, prefetched }: { media: string; prefetched: string[] }) {
  expect(media).toBe("print");
  expect(prefetched.length).toBeGreaterThan(1);
  for (const href of prefetched)
    expect(href).toMatch(/\/fonts\/pretendard-[\d.]+\/woff2-dynamic-subset\/PretendardVariable\.subset\.\d+\.woff2$/);
}
