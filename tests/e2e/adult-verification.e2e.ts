import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { startAppServer, type AppServer } from "../support/app-server";
import { CookieJar, fetchWithJar, signInOverHttp } from "../support/http-sign-in";
import { DESKTOP, PHONE, demoDataDir, openBrowserPerFile, screenshotWithFont, signInAndReturn, signUp } from "./pages";

// The 19+ gate on the default ADULT_VERIFICATION (identity), without PortOne keys: the built-in stand-in answers.
const browser = openBrowserPerFile();
const SHOTS = "test-results/adult-verification";
mkdirSync(SHOTS, { recursive: true });

let server: AppServer;
let productPath: string;
let otherProductPath: string;
let adminJar: CookieJar;

beforeAll(async () => {
  await browser.start();
  // "" is the variable unset: the default, as a user's `npm start` has it (the harness says "notice" for other suites).
  server = await startAppServer({ ADULT_VERIFICATION: "" }, { from: demoDataDir() });
  // Home is gated too: a product's path is read off it as the demo admin, who starts verified.
  const { jar } = await signInOverHttp({
    baseUrl: server.baseUrl,
    fields: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
  });
  const home = await (await fetchWithJar(jar, `${server.baseUrl}/`)).text();
  const paths = [...new Set([...home.matchAll(/href="(\/products\/\d+)"/g)].map((m) => m[1]!))];
  [productPath, otherProductPath] = [paths[0]!, paths[1]!];
  adminJar = jar;
}, 240_000);
afterAll(async () => {
  await browser.stop();
  await server?.stop();
});

const open = (viewport: { width: number; height: number }) => browser.page(viewport, server.baseUrl);
const notice = (page: Page) => page.getByRole("region", { name: "청소년 이용 불가" });
const standInDialog = (page: Page) => page.getByRole("dialog", { name: "본인인증 스탠드인" });
const get = (path: string, cookie = "") => fetch(`${server.baseUrl}${path}`, { headers: { cookie } }).then((r) => r.text());

describe("19+ by 본인인증 (ADULT_VERIFICATION=identity, the default)", () => {
  it("shows visitors the notice instead of listings, product pages and search results; a forged cookie changes nothing", async () => {
    for (const path of ["/mouth-inhalation", "/lung-inhalation", "/deals", "/ranking", "/search?q=%EB%A0%88%EB%AA%AC", productPath]) {
      for (const cookie of ["", "adult_ok=1", "adult_pass=guess"]) {
        const html = await get(path, cookie);
        expect(html, `${path} ${cookie}`).toContain("청소년 이용 불가");
        expect(html, path).not.toMatch(/class="tile[ "]|data-price=|application\/ld\+json|data-adult-gated/);
        expect(html, path).toMatch(/<meta name="robots" content="noindex, follow"/);
      }
    }
    // Home, 상품 비교 and 관심상품 show no tile or price either (home stays indexable: it names no product).
    for (const path of ["/", `/compare?ids=${productPath.split("/").pop()}`, "/wishlist"]) {
      const html = await get(path);
      expect(html, path).toContain("청소년 이용 불가");
      expect(html, path).not.toMatch(/class="tile[ "]|data-price=|application\/ld\+json|\d원</);
    }
    // A messenger's preview of a shared product link (no cookies) names no product: two products, one image.
    const shareImage = async (path: string, cookie = "") => {
      const html = await (await fetchWithJar(adminJar, `${server.baseUrl}${path}`)).text();
      const url = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!.replace(/^https?:\/\/[^/]+/, server.baseUrl);
      return Buffer.from(await (await fetch(url, { headers: { cookie } })).arrayBuffer());
    };
    expect((await shareImage(productPath)).equals(await shareImage(otherProductPath))).toBe(true);
    expect((await shareImage(productPath, adminJar.header())).equals(await shareImage(otherProductPath, adminJar.header()))).toBe(false);
    // Header suggestions name no product until 본인인증.
    const suggestions = await (await fetch(`${server.baseUrl}/api/search/suggest?q=${encodeURIComponent("딸기")}`)).json();
    expect(suggestions.items).toEqual([]);
    // What crawlers are offered matches what they would see.
    const sitemap = await get("/sitemap.xml");
    expect(sitemap).toContain(`${server.baseUrl}/community`);
    expect(sitemap).not.toMatch(/\/products\/|\/mouth-inhalation|\/lung-inhalation|\/deals|\/ranking/);

    for (const [name, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      const page = await open(viewport);
      await page.goto("/mouth-inhalation");
      await expect.poll(() => notice(page).getByRole("link", { name: "본인인증하기" }).isVisible()).toBe(true);
      await expect.poll(() => notice(page).getByText("본인인증은 로그인한 뒤에 할 수 있습니다.").isVisible()).toBe(true);
      expect(await page.locator(".tile").count()).toBe(0);
      await screenshotWithFont(page, `${SHOTS}/visitor-gate-${name}.png`);
      await notice(page).getByRole("link", { name: "본인인증하기" }).click();
      await page.waitForURL((url) => url.pathname === "/auth/signin" && url.searchParams.get("callbackUrl") === "/mouth-inhalation");
    }
  });

  it("lets the demo member through after 본인인증 in the stand-in's one-click window (1280 px)", async () => {
    const page = await open(DESKTOP);
    await signInAndReturn(page, productPath, DEMO_ACCOUNTS.member);
    await notice(page).getByRole("button", { name: "본인인증하기" }).click();
    const dialog = standInDialog(page);
    // The first click of the run loads PortOne's SDK chunk and the stand-in's script; a refusal would show as the alert.
    const opened = async () =>
      (await dialog.isVisible()) ||
      ((await notice(page).getByRole("alert").count()) ? await notice(page).getByRole("alert").textContent() : false);
    await expect.poll(opened, { timeout: 20_000 }).toBe(true);
    expect(await dialog.getByText("로컬 스탠드인 · 실제 본인인증이 아닙니다").isVisible()).toBe(true);
    await screenshotWithFont(page, `${SHOTS}/stand-in-window-desktop.png`);
    await dialog.getByRole("button", { name: "인증 완료" }).click();
    await expect.poll(() => page.locator("[data-price]").count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await notice(page).count()).toBe(0);
    await screenshotWithFont(page, `${SHOTS}/verified-product-desktop.png`);
    // The page cache's adult copy serves a verified member's next pages too.
    await page.goto("/mouth-inhalation");
    await expect.poll(() => page.locator(".tile").count()).toBeGreaterThan(0);
  });

  it("refuses a minor with a Korean message and keeps the notice (390 px)", async () => {
    const page = await open(PHONE);
    const id = crypto.randomUUID().slice(0, 8);
    const account = { email: `minor-${id}@example.kr`, password: "e2e-pass-2026" };
    await signUp(page, { ...account, nickname: `청소년${id}` });
    await signInAndReturn(page, productPath, account);
    await notice(page).getByRole("button", { name: "본인인증하기" }).click();
    const dialog = standInDialog(page);
    const thisYear = Number(new Intl.DateTimeFormat("en", { timeZone: "Asia/Seoul", year: "numeric" }).format(new Date()));
    await dialog.getByLabel("생년월일").fill(`${thisYear - 15}-03-01`);
    await screenshotWithFont(page, `${SHOTS}/stand-in-window-phone.png`);
    await dialog.getByRole("button", { name: "인증 완료" }).click();
    await expect.poll(() => notice(page).getByRole("alert").textContent()).toContain("19세 미만은 이용할 수 없습니다");
    expect(await page.locator("[data-price]").count()).toBe(0);
    await screenshotWithFont(page, `${SHOTS}/minor-refused-phone.png`);
    await page.reload();
    await expect.poll(() => notice(page).getByRole("button", { name: "본인인증하기" }).isVisible()).toBe(true);
    expect(await page.locator("[data-price]").count()).toBe(0);
  });

  it("opens product pages to the demo admin, who starts verified", async () => {
    const page = await open(DESKTOP);
    await signInAndReturn(page, productPath, DEMO_ACCOUNTS.admin);
    await expect.poll(() => page.locator("[data-price]").count()).toBeGreaterThan(0);
    expect(await notice(page).count()).toBe(0);
  });
});
