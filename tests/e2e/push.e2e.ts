import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  baseUrl,
  clickNotification,
  deliverPushOverDevTools,
  fakeBrowserPushService,
  fireInstallPrompt,
  installBanner,
  IOS_SAFARI_UA,
  openBrowserPerFile,
  PHONE,
  serviceWorkerReady,
  settledEnrolment,
  shownNotifications,
  signInDemoAccount,
} from "./pages";

const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);

const SUBSCRIBE = "/api/notifications/push/subscribe";
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

async function memberContext({ granted, userAgent }: { granted: boolean; userAgent?: string }): Promise<BrowserContext> {
  const context = await browser.context(userAgent ? { userAgent } : {});
  if (granted) await context.grantPermissions(["notifications"], { origin: baseUrl() });
  await signInDemoAccount(context);
  return context;
}

describe("service worker", () => {
  it("is served from /sw.js as JavaScript for scope / without caching, and registers", async () => {
    const response = await fetch(`${baseUrl()}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(response.headers.get("service-worker-allowed")).toBe("/");
    expect(response.headers.get("cache-control")).toBe("no-cache");

    const page = await browser.page();
    await page.goto("/");
    expect(await serviceWorkerReady(page)).toEqual({ scope: `${baseUrl()}/`, scriptURL: `${baseUrl()}/sw.js` });
    // Caches carry the build's version; pages and API answers never land in them.
    const version = /const VERSION = "([^"]+)"/.exec(await response.text())![1];
    await page.goto("/ranking");
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls = await Promise.all(
        names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)),
      );
      return { names, urls: urls.flat() };
    });
    expect(cached.names.sort()).toEqual([`shell-${version}`, `static-${version}`]);
    expect(cached.urls).toContain("/offline");
    expect(cached.urls.filter((path) => path.startsWith("/api/") || path === "/" || path === "/ranking")).toEqual([]);
  });

  it("shows a pushed notification, and its click takes the open tab to the notification's url", async () => {
    const context = await browser.context();
    await context.grantPermissions(["notifications"], { origin: baseUrl() });
    const page = await context.newPage();
    await page.goto("/");
    await serviceWorkerReady(page);

    const payload = {
      title: "가격 하락 알림",
      body: "바이스랩 레몬 30ml 최저가 12,900원 → 11,500원",
      url: "/ranking?from=push",
      tag: "price-42",
    };
    await deliverPushOverDevTools(page, payload);
    // The push event is handled asynchronously in the worker: poll until the notification is up.
    await vi.waitFor(async () =>
      expect(await shownNotifications(page)).toEqual([
        { title: payload.title, body: payload.body, tag: "price-42", data: { url: payload.url } },
      ]),
    );

    await clickNotification(context, "price-42");
    await page.waitForURL((url) => url.pathname === "/ranking" && url.search === "?from=push");
    expect(await shownNotifications(page)).toEqual([]);
  });

  it("shows the Korean offline page for a page when the network is gone", async () => {
    const context = await browser.context({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto("/");
    await serviceWorkerReady(page);
    await context.setOffline(true);
    await page.goto("/mouth-inhalation");
    await page.getByTestId("offline-page").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("인터넷에 연결되어 있지 않습니다");
    // The stylesheet came from the cache too: the page is laid out, not bare HTML.
    expect(await page.getByRole("heading", { level: 1 }).evaluate((h) => getComputedStyle(h).fontWeight)).toBe("700");
    await context.setOffline(false);
    await page.reload();
    await page.waitForURL((url) => url.pathname === "/mouth-inhalation");
    expect(await page.getByTestId("offline-page").count()).toBe(0);
  });
});

describe("push enrolment of a signed-in member", () => {
  it("granted: subscribes, registers the subscription with the server and says so once", async () => {
    const context = await memberContext({ granted: true });
    const { endpoint } = await fakeBrowserPushService(context);
    const page = await context.newPage();
    const posted = page.waitForResponse((r) => r.url().endsWith(SUBSCRIBE) && r.request().method() === "POST");
    await page.goto("/");
    const response = await posted;
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(response.request().postDataJSON()).toMatchObject({ subscription: { endpoint }, userAgent: expect.stringContaining("Chrome") });
    expect(await settledEnrolment(page)).toBe("success");
    await toast(page, "알림 권한이 허용되었습니다.").waitFor();

    // Once per signed-in session: the next page load neither asks again nor says so again.
    await page.reload();
    await page.locator("[data-push-enrolment]").waitFor({ state: "attached" });
    await page.waitForTimeout(1000);
    expect(await page.locator("[data-push-enrolment]").getAttribute("data-push-enrolment")).toBe("idle");
    expect(await toast(page, "알림 권한이 허용되었습니다.").count()).toBe(0);

    // Signing out ends this browser's subscription at the server first.
    const removed = page.waitForRequest((r) => r.url().endsWith(SUBSCRIBE) && r.method() === "DELETE");
    await page.getByRole("button", { name: "내 메뉴" }).click();
    await page.getByRole("menuitem", { name: "로그아웃" }).click();
    expect((await removed).postDataJSON()).toEqual({ endpoint });
    await page.getByTestId("signin-link").waitFor();
  });

  it("granted, in headless Chromium's own push manager (no push service): subscription-error, told once a session", async () => {
    const context = await memberContext({ granted: true });
    const page = await context.newPage();
    await page.goto("/");
    expect(await settledEnrolment(page)).toBe("subscription-error");
    await toast(page, "알림 설정 중 오류가 발생했습니다.").waitFor();

    for (const path of ["/ranking", "/community"]) {
      await page.goto(path);
      await page.locator("[data-push-enrolment]").waitFor({ state: "attached" });
      await page.waitForTimeout(800);
      expect(await page.locator("[data-push-enrolment]").getAttribute("data-push-enrolment"), path).toBe("idle");
      expect(await toast(page, "알림 설정 중 오류가 발생했습니다.").count(), path).toBe(0);
    }

    // Asked for on /profile, it runs again (and says so), with what to do next to the switch.
    await page.goto("/profile");
    const pushSwitch = page.getByRole("switch", { name: "이 기기에서 푸시 알림 받기" });
    await page.waitForFunction(() => document.querySelector<HTMLButtonElement>('[role="switch"]')?.disabled === false);
    await pushSwitch.click();
    await toast(page, "알림 설정 중 오류가 발생했습니다.").waitFor();
    expect(await page.getByTestId("push-help").textContent()).toContain("알림을 켜지 못했어요");
  });

  it("an iPhone outside the installed app: /profile says to add the site to the home screen first", async () => {
    const context = await memberContext({ granted: true, userAgent: IOS_SAFARI_UA });
    const page = await context.newPage();
    await page.goto("/profile");
    expect(await page.getByTestId("push-help").textContent()).toContain("iPhone은 홈 화면에 추가한 뒤 알림을 켤 수 있어요");
    expect(await page.getByRole("switch", { name: "이 기기에서 푸시 알림 받기" }).count()).toBe(0);
  });

  it("denied: permission-denied with the error toast, and nothing sent to the server", async () => {
    const context = await memberContext({ granted: false });
    const page = await context.newPage();
    let posts = 0;
    page.on("request", (r) => void (r.url().endsWith(SUBSCRIBE) && posts++));
    await page.goto("/");
    expect(await settledEnrolment(page)).toBe("permission-denied");
    await toast(page, "알림 설정 중 오류가 발생했습니다.").waitFor();
    expect(posts).toBe(0);
  });

  it("no public key in the page: missing-vapid-key with the error toast", async () => {
    const context = await memberContext({ granted: true });
    await fakeBrowserPushService(context);
    await context.route(
      (url) => url.pathname === "/",
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(/(<meta name="push-public-key" content=")[^"]*"/, '$1"');
        await route.fulfill({ response, body: html });
      },
    );
    const page = await context.newPage();
    await page.goto("/");
    expect(await settledEnrolment(page)).toBe("missing-vapid-key");
    await toast(page, "알림 설정 중 오류가 발생했습니다.").waitFor();
  });

  it("server failure: server-error with the error toast", async () => {
    const context = await memberContext({ granted: true });
    await fakeBrowserPushService(context);
    await context.route(`**${SUBSCRIBE}`, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "internal", message: "x" } }) }),
    );
    const page = await context.newPage();
    await page.goto("/");
    expect(await settledEnrolment(page)).toBe("server-error");
    await toast(page, "알림 설정 중 오류가 발생했습니다.").waitFor();
  });

  it("the /profile switch turns this browser's push off (server told) and on again", async () => {
    const context = await memberContext({ granted: true });
    const { endpoint } = await fakeBrowserPushService(context);
    const page = await context.newPage();
    await page.goto("/profile");
    expect(await settledEnrolment(page)).toBe("success");
    const pushSwitch = page.getByRole("switch", { name: "이 기기에서 푸시 알림 받기" });
    await page.waitForFunction(() => document.querySelector('[role="switch"]')?.getAttribute("aria-checked") === "true");

    const removed = page.waitForRequest((r) => r.url().endsWith(SUBSCRIBE) && r.method() === "DELETE");
    await pushSwitch.click();
    expect((await removed).postDataJSON()).toEqual({ endpoint });
    await page.waitForFunction(() => document.querySelector('[role="switch"]')?.getAttribute("aria-checked") === "false");
    // Switched off: the next page load does not enrol by itself.
    await page.reload();
    await page.waitForTimeout(1000);
    expect(await page.locator("[data-push-enrolment]").getAttribute("data-push-enrolment")).toBe("idle");

    const posted = page.waitForRequest((r) => r.url().endsWith(SUBSCRIBE) && r.method() === "POST");
    await pushSwitch.click();
    await posted;
    await page.waitForFunction(() => document.querySelector('[role="switch"]')?.getAttribute("aria-checked") === "true");
  });
});

describe("install banner", () => {
  const T0 = new Date("2026-11-24T10:00:00+09:00");

  async function pageAt(time: Date, options: Parameters<typeof browser.context>[0] = {}) {
    const context = await browser.context({ viewport: PHONE, ...options });
    await context.clock.install({ time });
    const page = await context.newPage();
    await page.goto("/");
    await page.locator("[data-push-enrolment]").waitFor({ state: "attached" });
    await context.clock.pauseAt(time.getTime() + 60_000);
    return { context, page };
  }

  it("appears 3 s after the install prompt; a dismissal hides it for 24 hours", async () => {
    const { context, page } = await pageAt(T0);
    await fireInstallPrompt(page);
    await context.clock.runFor(2_999);
    expect(await installBanner(page).count()).toBe(0);
    await context.clock.runFor(1);
    await installBanner(page).waitFor();
    expect(await installBanner(page).getByRole("button", { name: "설치" }).count()).toBe(1);

    await installBanner(page).getByRole("button", { name: "닫기" }).click();
    expect(await installBanner(page).count()).toBe(0);
    const dismissedAt = Number(await page.evaluate(() => localStorage.getItem("aeksangpick.install.dismissedAt")));
    expect(dismissedAt).toBe(T0.getTime() + 60_000 + 3_000);
    const storageState = await context.storageState();

    const later = await pageAt(new Date(dismissedAt + 86_400_000 - 120_000), { storageState });
    await fireInstallPrompt(later.page);
    await later.context.clock.runFor(5_000);
    expect(await installBanner(later.page).count()).toBe(0);

    const dayAfter = await pageAt(new Date(dismissedAt + 86_400_000 - 60_000), { storageState });
    await fireInstallPrompt(dayAfter.page);
    await dayAfter.context.clock.runFor(3_000);
    await installBanner(dayAfter.page).waitFor();
  });

  it("accepting the browser's prompt stores the installed flag and the banner stays away", async () => {
    const { context, page } = await pageAt(T0);
    await fireInstallPrompt(page, "accepted");
    await context.clock.runFor(3_000);
    await installBanner(page).getByRole("button", { name: "설치" }).click();
    await page.waitForFunction(() => localStorage.getItem("aeksangpick.install.installed") === "true");
    expect(await installBanner(page).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("aeksangpick.install.dismissedAt"))).toBeNull();
  });

  it("on iOS Safari explains 공유 버튼 → 홈 화면에 추가, with no install button", async () => {
    const { context, page } = await pageAt(T0, { userAgent: IOS_SAFARI_UA });
    await context.clock.runFor(3_000);
    await installBanner(page).waitFor();
    const text = await installBanner(page).textContent();
    expect(text).toContain("공유 버튼");
    expect(text).toContain("홈 화면에 추가");
    expect(await installBanner(page).getByRole("button", { name: "설치" }).count()).toBe(0);
  });

  it("never shows in the installed app (standalone display)", async () => {
    const context = await browser.context({ viewport: PHONE, userAgent: IOS_SAFARI_UA });
    // How iOS Safari tells a page it runs from the home screen; Chromium's media query is emulated too.
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "standalone", { get: () => true }));
    await context.clock.install({ time: T0 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setEmulatedMedia", { features: [{ name: "display-mode", value: "standalone" }] });
    await page.goto("/");
    await page.locator("[data-push-enrolment]").waitFor({ state: "attached" });
    await fireInstallPrompt(page);
    await context.clock.runFor(10_000);
    expect(await installBanner(page).count()).toBe(0);
  });
});
