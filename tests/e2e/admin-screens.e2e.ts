import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPagePaths, signInAs } from "./admin-pages";
import { DESKTOP, PHONE, openBrowserPerFile } from "./pages";

const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);
// ADMIN_SHOTS_DIR keeps the screenshots somewhere to look at; by default with the other test results.
const shots = process.env.ADMIN_SHOTS_DIR ?? "test-results/admin-shots";
mkdirSync(shots, { recursive: true });
const fileName = (pathname: string, width: number) => `${shots}/${pathname.slice(1).replaceAll("/", "-")}-${width}.png`;

describe("every admin page as the demo admin, at 1280 and 390 px", () => {
  it("renders on a desktop with the sidebar open", async () => {
    const page = await browser.page(DESKTOP);
    await signInAs(page);
    for (const pathname of adminPagePaths()) {
      await page.goto(pathname);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.getByRole("navigation", { name: "관리자 메뉴" }).waitFor();
      await page.screenshot({ path: fileName(pathname, DESKTOP.width), fullPage: true });
    }
  });

  it("is usable on a phone: the sidebar stays folded away and only tables scroll sideways, never the page", async () => {
    const page = await browser.page(PHONE);
    await signInAs(page);
    const overflowing: Record<string, number> = {};
    for (const pathname of adminPagePaths()) {
      await page.goto(pathname);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await page.getByRole("navigation", { name: "관리자 메뉴" }).isVisible(), pathname).toBe(false);
      await page.screenshot({ path: fileName(pathname, PHONE.width), fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) overflowing[pathname] = overflow;
      // What scrolls sideways must be reachable by keyboard and named (axe scrollable-region-focusable).
      const unreachable = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("main *")]
          .filter((el) => el.scrollWidth > el.clientWidth && ["auto", "scroll"].includes(getComputedStyle(el).overflowX))
          .filter((el) => el.tabIndex !== 0 || el.getAttribute("role") !== "region" || !el.getAttribute("aria-label"))
          .map((el) => el.outerHTML.slice(0, 120)),
      );
      expect(unreachable, pathname).toEqual([]);
    }
    expect(overflowing).toEqual({});
    await page.getByTestId("sidebar-toggle").click();
    await page.getByRole("navigation", { name: "관리자 메뉴" }).waitFor();
    await page.screenshot({ path: `${shots}/menu-open-${PHONE.width}.png` });
  });
});
