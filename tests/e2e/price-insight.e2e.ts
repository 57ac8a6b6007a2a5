import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, baseUrl, openBrowserPerFile, resultCount, screenshotWithFont, tileProductIds } from "./pages";

const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);
const SHOTS = "test-results/price-insight-shots";
mkdirSync(SHOTS, { recursive: true });

const LINE = /^지금 가격: (평소보다 낮음|평소 가격|평소보다 높음) · 평소 ([\d,]+)(?:~([\d,]+))?원 \(90일\)$/;
const won = (text: string) => Number(text.replace(/[^\d]/g, ""));

/** The range a product page's line states, read from its HTML as a visitor's (the cached copy everyone gets). */
async function lineOf(productId: number): Promise<{ label: string; low: number; high: number } | null> {
  const html = await (await fetch(`${baseUrl()}/products/${productId}`, { headers: { cookie: "adult_ok=1" } })).text();
  const text = /data-testid="price-insight"[^>]*>([^<]+)</.exec(html)?.[1];
  const match = text ? LINE.exec(text) : null;
  return match ? { label: match[1]!, low: won(match[2]!), high: won(match[3] ?? match[2]!) } : null;
}

/** The 가격 변동 section in view with its chart drawn (uPlot draws when the chart nears the screen). */
async function chartDrawn(page: Page) {
  await page.locator("#price-history").scrollIntoViewIfNeeded();
  await page.getByTestId("price-chart").locator("canvas").first().waitFor();
}

describe("지금 사도 될까? — the price line, the chart's band and 오늘의 특가", () => {
  it("lists deals furthest below their usual range first, each with its badge and a line that says so (1280)", async () => {
    const page = await browser.adultPage(DESKTOP);
    await page.goto("/deals");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("오늘의 특가");
    expect(await resultCount(page)).toBeGreaterThan(0);
    const ids = await tileProductIds(page);
    expect(await page.locator(".tile .badge-usual-low").count()).toBe(ids.length);
    await screenshotWithFont(page, `${SHOTS}/deals-1280.png`);

    // The order: how far under its range's lower end each tile's price is, largest first.
    const shown = await page.locator(".tile-price").evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-price"))));
    const below: number[] = [];
    for (const [i, id] of ids.slice(0, 4).entries()) {
      const line = (await lineOf(id))!;
      expect(line.label).toBe("평소보다 낮음");
      expect(shown[i]).toBeLessThan(line.low);
      below.push((line.low - shown[i]!) / line.low);
    }
    expect(below).toEqual([...below].sort((a, b) => b - a));

    // The first deal's page: the line under the headline, the band on the chart and its legend.
    await page.goto(`/products/${ids[0]}`);
    const line = (await page.getByTestId("price-insight").textContent())!;
    const [, label, low, high] = LINE.exec(line)!;
    expect(label).toBe("평소보다 낮음");
    expect(await page.getByTestId("lowest-price").locator(".basis-total").textContent()).toBe(`${shown[0]!.toLocaleString("ko-KR")}원`);
    await screenshotWithFont(page, `${SHOTS}/product-line-1280.png`);
    await chartDrawn(page);
    expect(await page.getByTestId("price-chart").getAttribute("data-typical")).toBe(`${won(low!)}-${won(high ?? low!)}`);
    expect(await page.getByTestId("price-chart-typical").textContent()).toContain("배송비 포함 평소 가격 (90일)");
    await screenshotWithFont(page, `${SHOTS}/product-chart-band-1280.png`);
  });

  it("filters deals by 입호흡/폐호흡 and maker, and home shows them under 오늘의 특가", async () => {
    const page = await browser.adultPage(DESKTOP);
    await page.goto("/deals");
    await page.getByRole("navigation", { name: "호흡 방식" }).getByRole("link", { name: "폐호흡" }).click();
    await page.waitForURL(/\/deals\?type=dl$/);
    const lines = await page.locator(".tile-line").allTextContents();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.startsWith("폐호흡"))).toBe(true);

    const maker = page.getByRole("navigation", { name: "제조사" }).getByRole("link").nth(1);
    const [name, count] = (await maker.textContent())!.split(/ (?=\d+$)/);
    await maker.click();
    await page.waitForURL(/maker=/);
    expect(new URL(page.url()).searchParams.get("type")).toBe("dl");
    const makers = await page.locator(".tile-maker").allTextContents();
    expect(makers.length).toBe(Number(count));
    expect(new Set(makers)).toEqual(new Set([name]));

    await page.goto("/");
    const section = page.locator("section", { has: page.getByRole("heading", { name: "오늘의 특가" }) });
    expect(await section.locator(".tile").count()).toBeGreaterThan(0);
    expect(await section.locator(".tile").count()).toBeLessThanOrEqual(8);
    await section.getByRole("link", { name: "특가 전체 보기" }).click();
    await page.waitForURL(/\/deals$/);
  });

  it("fits the line, the band and /deals on a phone (390)", async () => {
    const page = await browser.adultPage(PHONE);
    await page.goto("/deals");
    await screenshotWithFont(page, `${SHOTS}/deals-390.png`);
    const [first] = await tileProductIds(page);
    await page.goto(`/products/${first}`);
    const line = page.getByTestId("price-insight");
    await line.scrollIntoViewIfNeeded();
    expect(await line.textContent()).toMatch(LINE);
    const box = (await line.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await screenshotWithFont(page, `${SHOTS}/product-line-390.png`);
    await chartDrawn(page);
    await screenshotWithFont(page, `${SHOTS}/product-chart-band-390.png`);
  });
});
