import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs } from "./admin-pages";
import { DESKTOP, PHONE, openBrowserPerFile } from "./pages";

const browser = openBrowserPerFile();

/** What in <main> reaches past the window's right edge without a scrolling box of its own around it (run in the page). */
function overflowingElements(): string[] {
  const scrollsInside = (element: Element) => {
    for (let box = element.parentElement; box && box.tagName !== "MAIN"; box = box.parentElement)
      if (getComputedStyle(box).overflowX !== "visible") return true;
    return false;
  };
  return [...document.querySelectorAll("main *")]
    .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 && !scrollsInside(element))
    .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? "").trim().slice(0, 40)}`);
}
beforeAll(browser.start);
afterAll(browser.stop);
const shots = process.env.ADMIN_SHOTS_DIR ?? "test-results/admin-shots";
mkdirSync(shots, { recursive: true });

describe("/admin/system as the demo admin", () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows version, this process, migrations, queues, tables and alarms at ${viewport.width} px, the page never wider than the screen`, async () => {
      const page = await browser.page(viewport);
      await signInAs(page);
      await page.goto("/admin/system");
      await page.getByRole("heading", { level: 1, name: "시스템 상태" }).waitFor();
      const main = page.locator("main");
      await expect.poll(() => main.getByText("(이 프로세스)").count()).toBe(1);
      expect(await main.getByText(/^v\d+\.\d+\.\d+$/).count()).toBe(1);
      expect(await main.getByText(/마이그레이션 (\d+)\/\1/).count()).toBe(1);
      for (const heading of ["운영 경보", "프로세스", "큐", "가장 큰 테이블"])
        expect(await page.getByRole("heading", { level: 2, name: new RegExp(`^${heading}`) }).count(), heading).toBe(1);
      expect(await page.getByRole("region", { name: "가장 큰 테이블" }).getByRole("row").count()).toBeGreaterThan(3);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      // The short tables fit their box whole: no column hidden past its right edge (156 px were at 1280, 284 px at 390).
      for (const name of ["프로세스", "큐", "가장 큰 테이블"])
        expect(await page.locator(`[role="region"][aria-label="${name}"]`).evaluate((box) => box.scrollWidth - box.clientWidth), name).toBe(
          0,
        );
      expect(await page.evaluate(overflowingElements), "elements past the right edge, not inside a box of their own that scrolls").toEqual(
        [],
      );
      await page.screenshot({ path: `${shots}/system-detail-${viewport.width}.png`, fullPage: true });
    });
  }
});
