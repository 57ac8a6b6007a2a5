import { mkdirSync } from "node:fs";
import type { WebSocket } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoShopUrl } from "@/demo/catalog-model";
import { demoShopIndex } from "@/demo/shops/shop-pages";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { fetchWithJar, signInOverHttp } from "../support/http-sign-in";
import {
  AdminManufacturersPage,
  AdminProductsPage,
  AdminSellerSitesPage,
  AdminSettingsPage,
  AdminShellPage,
  AdminUsersPage,
  signInAs,
} from "./admin-pages";
import { DESKTOP, baseUrl, notificationsPage, openBrowserPerFile, signInLink, signUp, userMenu } from "./pages";

const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);
mkdirSync("test-results", { recursive: true });
const unique = () => crypto.randomUUID().slice(0, 6);

/** The demo shops' address as the running server sees it (DEMO_SHOPS_URL), read from a seller site. */
async function demoShopsUrl(jar: Parameters<typeof fetchWithJar>[0]): Promise<string> {
  const { sites } = await (await fetchWithJar(jar, `${baseUrl()}/api/admin/seller-sites`)).json();
  const vapemall = sites.find((s: { name: string }) => s.name === "베이프몰");
  return new URL(vapemall.baseUrl).origin;
}

describe("admin back-office (demo admin, Chromium)", () => {
  it("remembers a collapsed sidebar across visits and shows each route's title", async () => {
    const page = await browser.page(DESKTOP);
    await signInAs(page);
    const shell = new AdminShellPage(page);
    await shell.open("/admin/settings", "시스템 설정");
    expect(await shell.title().textContent()).toBe("시스템 설정");
    expect(await page.getByTestId("admin-footer").textContent()).toContain(DEMO_ACCOUNTS.admin.email);
    await shell.collapseSidebar();
    await shell.sidebar().waitFor({ state: "hidden" });
    await shell.open("/admin/users", "회원 관리");
    expect(await shell.sidebar().isVisible()).toBe(false);
    await shell.expandSidebar();
    await shell.sidebar().waitFor();
    await page.reload();
    await shell.sidebar().waitFor();
    expect(await shell.title().textContent()).toBe("회원 관리");
  });

  it("creates a manufacturer and a product, adds a demo shop page and sees its extracted price", async () => {
    const page = await browser.page(DESKTOP);
    await signInAs(page);
    const maker = `테스트제조 ${unique()}`;
    await new AdminManufacturersPage(page).create(maker);
    const products = new AdminProductsPage(page);
    const name = `관리자 액상 ${unique()}`;
    const productId = await products.create({ name, manufacturer: maker });
    expect(productId).toBeGreaterThan(0);

    const admin = await signInOverHttp({
      baseUrl: baseUrl(),
      fields: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
    });
    // A page the demo catalogue has no offer for (a shop's new product), so it becomes this product's offer.
    const fresh = demoShopIndex()
      .get("vapemall")!
      .pages.find((p) => p.offerKey === null && p.productName.startsWith("신상"))!;
    const url = demoShopUrl("vapemall", fresh.path, await demoShopsUrl(admin.jar));
    // The crawl has likely registered that page by itself (automatic matching): the admin takes that back first.
    const automatic = await (await fetchWithJar(admin.jar, `${baseUrl()}/api/admin/products/unmatched?view=automatic`)).json();
    const registered = automatic.pages.find((p: { page: { url: string } }) => p.page.url === url);
    if (registered) {
      const undo = await fetchWithJar(admin.jar, `${baseUrl()}/api/admin/products/unmatched/${registered.page.id}/automatic`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: baseUrl() },
        body: JSON.stringify({ verdict: "undo" }),
      });
      expect(undo.status).toBe(200);
    }
    await products.addOfferUrl(url);
    expect(await products.extractedPrice().textContent()).toBe(`${fresh.priceAt(new Date()).price.toLocaleString("ko-KR")}원`);
    await page.getByTestId("admin-offer").filter({ hasText: "베이프몰" }).waitFor();
    await page.screenshot({ path: "test-results/admin-product-1280.png", fullPage: true });
  });

  it("validates forms in Korean and puts an optimistic hide/show back when the server refuses", async () => {
    const page = await browser.routablePage();
    await signInAs(page);
    const shell = new AdminShellPage(page);
    await shell.open("/admin/products/new", "상품 추가");
    const form = page.getByRole("form", { name: "상품 속성" });
    await form.getByLabel("상품 이름").fill("   ");
    await form.getByRole("button", { name: "상품 추가" }).click();
    await form.getByText("상품 이름을 입력해 주세요.").waitFor();
    await form.getByText("제조사를 선택해 주세요.").waitFor();
    expect(page.url()).toMatch(/\/admin\/products\/new$/);

    await shell.open("/admin/products", "상품 관리");
    await page.route("**/api/admin/products/visibility", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "unavailable", message: "잠시 후 다시 시도해 주세요." } }),
      }),
    );
    const toggle = page.getByRole("button", { name: / 숨기기$/ }).first();
    const name = (await toggle.getAttribute("aria-label"))!;
    await toggle.click();
    await shell.toast("잠시 후 다시 시도해 주세요.");
    // Back to what the database holds: still shown, so the same button (names may repeat: the crawl registers products) still offers to hide it.
    expect([await toggle.getAttribute("aria-label"), await toggle.getAttribute("aria-pressed")]).toEqual([name, "true"]);
  });

  it("runs a crawl from seller sites and finds it in the crawl logs", async () => {
    const page = await browser.page(DESKTOP);
    await signInAs(page);
    await new AdminSellerSitesPage(page).crawlNow("액상창고");
    const shell = new AdminShellPage(page);
    await shell.open("/admin/crawler-logs", "크롤링 기록");
    const run = page.getByTestId("crawl-run").filter({ hasText: "액상창고" }).filter({ hasText: "수동" }).first();
    await run.waitFor();
  });

  it("bans a member with a reason: their open socket is disconnected and their session refused at once", async () => {
    const email = `ban-${unique()}@example.kr`;
    const page = await browser.page(DESKTOP); // the member's own browser context
    const sockets: WebSocket[] = [];
    page.on("websocket", (socket) => void (socket.url().includes("/socket.io/") && sockets.push(socket)));
    const nickname = `밴${unique()}`;
    await signUp(page, { email, nickname, password: "ban-pass-2026" });
    await page.waitForURL((url) => url.pathname === "/");
    await userMenu(page).waitFor();
    const bell = notificationsPage(page);
    await bell.connected.waitFor();
    // socket.io connects over long-polling first, then upgrades to a WebSocket.
    const open = () => sockets.filter((socket) => !socket.isClosed());
    await expect.poll(() => open().length, { timeout: 10_000 }).toBe(1);
    const closed = new Promise<void>((resolve) => open()[0]!.once("close", () => resolve()));

    const adminPage = await browser.page(DESKTOP);
    await signInAs(adminPage);
    await new AdminUsersPage(adminPage).ban(email, "광고 도배");
    const row = adminPage.getByTestId("admin-member").filter({ hasText: email });
    await row.getByText("차단 이력 1건").click();
    await row.getByTestId("ban-history").getByText("광고 도배").waitFor();
    await closed; // the server ended the member's socket (no reconnect: socket.io's "io server disconnect")
    await page.locator('[data-testid=notification-bell][data-connected="false"]').waitFor();
    const session = await page.evaluate(() => fetch("/api/auth/session").then((r) => r.json()));
    expect(session).toEqual({});
    await page.reload();
    await signInLink(page).waitFor();
    expect(open()).toHaveLength(0); // signed out: no socket opened again
    await adminPage.goto("/admin");
    // In Korean, naming the member (not "member #40e50b1d"), linked to the member list.
    const latest = adminPage.getByTestId("audit-latest").getByRole("listitem").filter({ hasText: "회원 차단" }).first();
    await latest.getByRole("link", { name: `회원 ${nickname}` }).waitFor();
    expect(await adminPage.getByTestId("audit-latest").textContent()).not.toContain("member.ban");
  });

  it("changes the site name and the public header shows it without a restart", async () => {
    const page = await browser.page(DESKTOP);
    await signInAs(page);
    const name = `액상픽${unique()}`;
    const settings = new AdminSettingsPage(page);
    await settings.setSiteName(name);
    await page.goto("/");
    await page.getByRole("link", { name: `${name} 홈` }).waitFor();
    await settings.setSiteName("액상픽");
  });
});
