import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { listAppRoutes, pathOf } from "../support/app-routes";
import { scanPage, countPerRule, type AxeFinding } from "./axe-scan";
import {
  DESKTOP,
  PHONE,
  baseUrl,
  fireInstallPrompt,
  installBanner,
  openBrowserPerFile,
  openFilters,
  signIn,
  signInDemoAccount,
  typeInSearch,
} from "./pages";

// axe-core over every page of the route tree, as visitor, member and admin, at 390 and 1280 px, with the
// opened states (suggestions, menus, filter panel, dialogs, toasts, install banner): no WCAG 2.x A/AA violation.

const browser = openBrowserPerFile();
const findings: AxeFinding[] = [];
const WIDTHS = [PHONE, DESKTOP];

beforeAll(browser.start);
afterAll(async () => {
  console.log(`axe WCAG A/AA violations per rule (nodes): ${JSON.stringify(countPerRule(findings))}`);
  await browser.stop();
});

/** A product with a stale offer (the demo's closed shop), whose faded row must keep its contrast. */
async function productWithStaleOffer(): Promise<number> {
  for (let id = 1; id < 60; id++) {
    const html = await (await fetch(`${baseUrl()}/products/${id}`, { headers: { cookie: "adult_ok=1" } })).text();
    if (html.includes('data-stale="1"')) return id;
  }
  throw new Error("no product with a stale offer in the demo data");
}

/** A community post of the demo data, read off /community. */
async function somePostId(): Promise<string> {
  const html = await (await fetch(`${baseUrl()}/community`)).text();
  const id = /href="\/community\/post\/(\d+)"/.exec(html)?.[1];
  if (!id) throw new Error("no community post in the demo data");
  return id;
}

/** Every page path of src/app: site pages (one row each for dynamic segments) and admin pages. */
async function pagePaths() {
  const [staleProduct, post] = await Promise.all([productWithStaleOffer(), somePostId()]);
  const paths = listAppRoutes()
    .filter((route) => route.kind === "page")
    .map((route) =>
      pathOf(route, () => (route.segments[0] === "products" ? String(staleProduct) : route.segments[0] === "community" ? post : "1")),
    );
  return {
    site: [...paths.filter((p) => !p.startsWith("/admin")), "/search?q=레몬", "/compare?ids=1,2"],
    admin: paths.filter((p) => p.startsWith("/admin")),
  };
}

async function roleContext(role: "visitor" | "member" | "admin"): Promise<BrowserContext> {
  const context = await browser.context();
  await context.addCookies([{ name: "adult_ok", value: "1", url: baseUrl() }]);
  if (role !== "visitor") await signInDemoAccount(context, DEMO_ACCOUNTS[role]);
  return context;
}

/** Opens `path` and waits for it to settle (client parts hydrated, fonts in) before a scan. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

async function scanEach(page: Page, paths: string[], label: string) {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      await visit(page, path);
      findings.push(...(await scanPage(page, `${label} ${path} @${viewport.width}`)));
    }
  }
}

/** Findings of one test, as one readable line each (rule, page state, first nodes). */
const report = (label: string) =>
  findings
    .filter((f) => f.where.startsWith(label))
    .map((f) => `${f.rule} (${f.impact}) ${f.where}: ${f.nodes} × ${f.targets.join(" | ")} — ${f.why}`);

describe("axe-core: WCAG 2.0/2.1/2.2 A and AA on every page and state", () => {
  it("as a visitor: every site page, the 19+ notice, search suggestions, the filter panel, a form error and the install banner", async () => {
    const { site } = await pagePaths();
    const context = await roleContext("visitor");
    const page = await context.newPage();
    await scanEach(page, site, "visitor");
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      const at = `@${viewport.width}`;
      await context.clearCookies({ name: "adult_ok" });
      await visit(page, "/products/1");
      await page.getByRole("heading", { name: "청소년 이용 불가" }).waitFor();
      findings.push(...(await scanPage(page, `visitor 19+ notice ${at}`)));
      await context.addCookies([{ name: "adult_ok", value: "1", url: baseUrl() }]);

      await visit(page, "/");
      await typeInSearch(page, "레몬");
      findings.push(...(await scanPage(page, `visitor search suggestions ${at}`)));

      await visit(page, "/mouth-inhalation");
      await openFilters(page);
      findings.push(...(await scanPage(page, `visitor filter panel ${at}`)));

      await visit(page, "/auth/signin");
      await signIn(page, { email: "nobody@example.com", password: "wrong-password-1" });
      await page.locator("form [role=alert]").waitFor();
      findings.push(...(await scanPage(page, `visitor sign-in error ${at}`)));

      await visit(page, "/");
      await fireInstallPrompt(page);
      await installBanner(page).waitFor();
      findings.push(...(await scanPage(page, `visitor install banner ${at}`)));
    }
    expect(report("visitor")).toEqual([]);
  }, 900_000);

  it("as a member: every site page, the open user menu, the bell with its badge and a toast", async () => {
    const { site } = await pagePaths();
    const context = await roleContext("member");
    const page = await context.newPage();
    await scanEach(page, site, "member");
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      const at = `@${viewport.width}`;
      await visit(page, "/");
      await page.getByTestId("notification-bell").waitFor();
      await page.getByRole("button", { name: "내 메뉴" }).click();
      await page.getByRole("menu", { name: "내 메뉴" }).waitFor();
      findings.push(...(await scanPage(page, `member user menu and bell ${at}`)));

      // A toast without changing anything: the write form's link tool refuses an address that is not http(s).
      await visit(page, "/community/write");
      await page.getByRole("button", { name: "링크" }).click();
      await page.getByLabel("링크 주소").fill("javascript:alert(1)");
      await page.getByRole("button", { name: "넣기", exact: true }).click();
      await page.locator("[data-sonner-toast]").first().waitFor();
      findings.push(...(await scanPage(page, `member toast ${at}`)));
    }
    expect(report("member")).toEqual([]);
  }, 900_000);

  it("as an admin: every admin page, the phone sidebar, a confirm dialog and the admin link in the menu", async () => {
    const { admin } = await pagePaths();
    const context = await roleContext("admin");
    const page = await context.newPage();
    await scanEach(page, [...admin, "/"], "admin");
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      const at = `@${viewport.width}`;
      await visit(page, "/");
      await page.getByRole("button", { name: "내 메뉴" }).click();
      await page.getByRole("menuitem", { name: "관리자" }).waitFor();
      findings.push(...(await scanPage(page, `admin user menu ${at}`)));

      await visit(page, `/admin/users?q=${encodeURIComponent(DEMO_ACCOUNTS.member.email)}`);
      if (viewport === PHONE) {
        await page.getByTestId("sidebar-toggle").click();
        await page.getByRole("navigation", { name: "관리자 메뉴" }).waitFor();
        findings.push(...(await scanPage(page, `admin phone sidebar ${at}`)));
        await page.keyboard.press("Escape");
      }
      await page
        .getByTestId("admin-member")
        .first()
        .getByRole("button", { name: /^차단( 해제)?$/ })
        .click();
      await page.getByRole("dialog").waitFor();
      findings.push(...(await scanPage(page, `admin confirm dialog ${at}`)));
      await page.getByRole("dialog").getByRole("button", { name: "취소" }).click();
    }
    expect(report("admin")).toEqual([]);
  }, 900_000);
});
