import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { formatWon } from "@/ui/format-won";
import { startAppServer, type AppServer } from "../support/app-server";
import { createMember, sessionCookieFor } from "../support/account-factories";
import { fetchWithJar, signInOverHttp, type CookieJar } from "../support/http-sign-in";
import { createNotifications, unreadNotificationCount } from "../support/notification-factories";
import { createScratchDatabase } from "../../scripts/cluster/scratch-stores";
import {
  DESKTOP,
  PHONE,
  baseUrl,
  crawlOffer,
  notificationsPage,
  offerRowsOf,
  openBrowserPerFile,
  signIn,
  signUp,
  type Observation,
} from "./pages";
import { openPostgres, setDbHandle, type DbHandle } from "@/platform/db/client";

const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);
mkdirSync("test-results", { recursive: true });
const unique = () => crypto.randomUUID().slice(0, 8);

/**
 * A product whose all-in lowest offer pays shipping, with that offer as the demo shop serves it now: lowering its
 * price then lowers the all-in lowest by as much (no free-shipping threshold is crossed).
 */
async function cheapestOfferOfSomeProduct(admin: CookieJar) {
  for (let productId = 1; productId < 80; productId++) {
    const page = () =>
      fetchWithJar(admin, `${baseUrl()}/products/${productId}`, { headers: { cookie: "adult_ok=1" } }).then((r) => r.text());
    const offerIds = [...new Set([...(await page()).matchAll(/\/go\/(\d+)/g)].map((m) => Number(m[1])))];
    const seen = new Map<number, Observation>();
    for (const offerId of offerIds) seen.set(offerId, await crawlOffer(admin, offerId));
    const lowest = offerRowsOf(await page())[0];
    const observed = lowest && seen.get(lowest.offerId);
    if (!lowest || !observed || lowest.total === lowest.price || observed.newPrice !== lowest.price) continue;
    return { productId, offer: { offerId: lowest.offerId, ...observed }, allInLowest: lowest.total };
  }
  throw new Error("no demo product whose all-in lowest offer pays shipping");
}

describe("live notifications on the demo site", () => {
  it("the demo member's bell is not empty on a first visit", async () => {
    const page = await browser.page(DESKTOP);
    await page.goto("/auth/signin");
    await signIn(page, DEMO_ACCOUNTS.member);
    const bell = notificationsPage(page);
    await bell.badge.waitFor();
    await bell.open();
    // The list arrives after the page's load: the engine's code loads once the page has hydrated, then its first page.
    await expect.poll(() => bell.items.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    // The seeded drops, worded as alerts are; real alerts may stand above them (e.g. a saved search matching a product
    // that another test's shop onboarding registered on this shared server).
    const drops = (await bell.items.allInnerTexts()).filter((text) => /[\d,]+원 \(배송비 포함, [\d,]+원에서 ↓\d+%\)/.test(text));
    expect(drops.length).toBeGreaterThanOrEqual(3);
  });

  it("a wishlisted product's price drop arrives live: bell count rises and the item is on top within 2 s of the crawl", async () => {
    const admin = (
      await signInOverHttp({ baseUrl: baseUrl(), fields: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password } })
    ).jar;
    const { productId, offer, allInLowest } = await cheapestOfferOfSomeProduct(admin);

    const page = await browser.page(PHONE);
    await signUp(page, { email: `live-${unique()}@example.kr`, nickname: `실시간${unique().slice(0, 4)}`, password: "e2e-pass-2026" });
    await page.waitForURL((url) => url.pathname === "/");
    const added = await page.request.post("/api/wishlist", { data: { productId }, headers: { origin: baseUrl() } });
    expect(added.status()).toBe(200);
    const bell = notificationsPage(page);
    await bell.open();
    await bell.empty.getByText("아직 받은 알림이 없습니다.").waitFor();
    await bell.connected.waitFor();

    const lowered = offer.newPrice! - 1_500;
    const control = await fetch(`${new URL(offer.url).origin}/_control/price`, {
      method: "POST",
      body: JSON.stringify({ url: offer.url, price: lowered }),
    });
    expect(control.status).toBe(200);
    const crawled = await crawlOffer(admin, offer.offerId);
    expect(crawled).toMatchObject({ newPrice: lowered, changed: true });
    const crawledAt = Date.now();

    await bell.badge.getByText("1", { exact: true }).waitFor({ timeout: 2_000 });
    // Alerts speak in all-in prices: the lowest drops by the same 1,500원.
    await bell.items
      .first()
      .getByText(formatWon(allInLowest - 1_500), { exact: false })
      .waitFor({ timeout: 2_000 });
    expect(Date.now() - crawledAt).toBeLessThan(2_000);
    expect(await bell.items.first().getAttribute("data-read")).toBe("false");
    await page.screenshot({ path: "test-results/notification-live-390.png", fullPage: true });

    await bell.items.first().getByRole("link").click();
    await page.waitForURL((url) => url.pathname === `/products/${productId}`);
    await expect.poll(() => bell.badgeText()).toBe("");
  });
});

const pgServerUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgServerUrl)("notification history on PostgreSQL", () => {
  let server: AppServer;
  let db: DbHandle;
  let dropDatabase: () => Promise<void>;
  beforeAll(async () => {
    const scratch = await createScratchDatabase(pgServerUrl!, "t");
    dropDatabase = scratch.drop;
    server = await startAppServer({ DATABASE_URL: scratch.url, NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET!, CRAWLER_ENABLED: "false" });
    db = openPostgres(scratch.url, { max: 2 });
    setDbHandle(db);
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await db?.close();
    await server?.stop();
    await dropDatabase?.();
  });

  /** A member of this server, signed in in a fresh browser context, with `count` unread notifications. */
  async function memberWith(count: number): Promise<Page> {
    return (await recordedMemberWith(count)).page;
  }

  /**
   * memberWith, and what the page does from its first request on (requests and their outcome, console, page errors,
   * navigations), with what the database holds for the member: printed when a step fails. A routable page: with the
   * service worker in control, the mark-all meant to fail once reached the server unseen (a CI run: no PUT among the
   * page's requests, 0 unread in the database).
   */
  async function recordedMemberWith(count: number) {
    const member = await createMember();
    if (count) await createNotifications({ userId: member.id, count });
    const page = await browser.routablePage();
    const seen: string[] = [];
    const at = () => `${((Date.now() - started) / 1000).toFixed(2)}s`;
    const started = Date.now();
    page.on("request", (request) => seen.push(`${at()} → ${request.method()} ${request.url()}`));
    page.on("requestfailed", (request) => seen.push(`${at()} ✗ ${request.method()} ${request.url()} ${request.failure()?.errorText}`));
    page.on("response", (response) => seen.push(`${at()} ← ${response.status()} ${response.request().method()} ${response.url()}`));
    page.on("console", (message) => seen.push(`${at()} console ${message.type()}: ${message.text()}`));
    page.on("pageerror", (error) => seen.push(`${at()} pageerror: ${error.message}`));
    page.on("framenavigated", (frame) => frame === page.mainFrame() && seen.push(`${at()} navigated to ${frame.url()}`));
    const cookie = await sessionCookieFor(member);
    await page.context().addCookies([{ ...cookie, url: server.baseUrl }]);
    await page.goto(`${server.baseUrl}/notifications`);
    const explain = async (error: unknown) => {
      const unread = await unreadNotificationCount(member.id).catch(() => "?");
      const toasts = await page.locator("[data-sonner-toast]").allInnerTexts();
      const text = (
        await page
          .locator("main")
          .innerText()
          .catch(() => "")
      )
        .slice(0, 300)
        .replaceAll("\n", " | ");
      return new Error(
        `${String(error)}\nunread in the database: ${unread}; url: ${page.url()}; toasts: ${JSON.stringify(toasts)}; main: ${text}\n${seen.join("\n")}`,
      );
    };
    return { page, explain };
  }

  it("pages 20 at a time with 더 보기, marks one and then all read", async () => {
    const page = await memberWith(45);
    const history = notificationsPage(page);
    // The first page of a freshly started server: its first render and the client's fetch take a moment.
    await expect.poll(() => history.items.count(), { timeout: 10_000 }).toBe(20);
    expect(await history.badgeText()).toBe("45");
    expect(await history.items.first().innerText()).toContain("알림 45");
    await history.loadMore.click();
    await expect.poll(() => history.items.count()).toBe(40);
    await history.loadMore.click();
    await expect.poll(() => history.items.count()).toBe(45);
    expect(await history.loadMore.count()).toBe(0);
    expect(await history.items.last().innerText()).toContain("알림 1");

    await history.markOne(2).click();
    await expect.poll(() => history.badgeText()).toBe("44");
    expect(await history.items.nth(2).getAttribute("data-read")).toBe("true");
    await page.reload();
    await expect.poll(() => history.badgeText()).toBe("44");

    await history.markAll.click();
    await history.toast("모든 알림을 읽음 처리했습니다.").waitFor();
    await expect.poll(() => history.badgeText()).toBe("");
    expect(await page.locator('[data-testid=notification-item][data-read="false"]').count()).toBe(0);
    await page.screenshot({ path: "test-results/notifications-read-1280.png", fullPage: true });
  });

  it("shows 99+ above 99 unread, toasts a failed mark-all, and has an empty state", async () => {
    const { page, explain } = await recordedMemberWith(150);
    const history = notificationsPage(page);
    await expect.poll(() => history.badgeText(), { timeout: 10_000 }).toBe("99+");
    await page.route("**/api/notifications", (route) =>
      route.request().method() === "PUT" ? route.fulfill({ status: 500, body: "{}" }) : route.continue(),
    );
    await history.markAll.click();
    await history
      .toast("모든 알림 읽음 처리에 실패했습니다.")
      .waitFor({ timeout: 15_000 })
      .catch(async (error: unknown) => {
        throw await explain(error);
      });
    expect(await history.badgeText()).toBe("99+");

    const empty = notificationsPage(await memberWith(0));
    await empty.empty.getByText("아직 받은 알림이 없습니다.").waitFor();
    expect(await empty.badgeText()).toBe("");
  });
});
