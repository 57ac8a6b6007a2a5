import { expect, inject } from "vitest";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { launchChromium } from "../support/browser";
import { fetchWithJar, signInOverHttp, type CookieJar } from "../support/http-sign-in";
import { createBrowserPushKeys } from "../support/push-factories";
import { PRETENDARD_LOADER } from "@/ui/fonts/pretendard-options";
import { FASTEST_DEMO_CRAWL_INTERVAL_MINUTES } from "@/demo/shops/demo-crawl-intervals";

export const baseUrl = () => inject("baseUrl");
/**
 * For `startAppServer`'s `from`, for a server whose demo data would be seeded as the suite server's (same env): the run's
 * seeded data folder while no copied offer is yet due for a crawl, so none can turn stale (two intervals) within a test
 * file, as on a freshly seeded server; later the migrated one (global-setup.ts), and the server seeds its own.
 */
export const demoDataDir = () =>
  Date.now() - inject("demoSeededAt") < FASTEST_DEMO_CRAWL_INTERVAL_MINUTES * 60_000 ? inject("seededDataDir") : inject("migratedDataDir");

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/** A browser for one test file; each test opens its own context (cookies, storage) from it. */
export function openBrowserPerFile() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  /** A page in a fresh context; `origin` points it at another server than the suite's. */
  const openPage = async (
    viewport: { width: number; height: number } = DESKTOP,
    origin: string = baseUrl(),
    { firstVisit = false }: { firstVisit?: boolean } = {},
  ): Promise<Page> => {
    const context = await browser!.newContext({ viewport, locale: "ko-KR", timezoneId: "Asia/Seoul", baseURL: origin });
    if (!firstVisit) await asReturningVisitor(context);
    contexts.push(context);
    return context.newPage();
  };
  /** A context with options of its own (user agent, permissions, storage…); closed with the browser. */
  const openContext = async (options: BrowserContextOptions = {}): Promise<BrowserContext> => {
    const context = await browser!.newContext({
      viewport: DESKTOP,
      locale: "ko-KR",
      timezoneId: "Asia/Seoul",
      baseURL: baseUrl(),
      ...options,
    });
    await asReturningVisitor(context);
    contexts.push(context);
    return context;
  };
  return {
    start: async () => {
      browser = await launchChromium();
    },
    stop: async () => {
      await browser?.close();
    },
    context: openContext,
    page: openPage,
    /**
     * A page whose requests `page.route` always sees: no service worker. Playwright's docs warn that routing may miss the
     * requests of a page a worker controls, and ours takes control a moment after load (a probe: 1 PUT of 8 reached the
     * server unseen once it had control, none of 16 with it blocked). For tests that fail a request on purpose.
     */
    routablePage: async (): Promise<Page> => (await openContext({ serviceWorkers: "block" })).newPage(),
    /** A page past the accounts domain's 19+ notice (it honours the adult_ok cookie), so product pages open directly. */
    adultPage: async (viewport: { width: number; height: number } = DESKTOP): Promise<Page> => {
      const page = await openPage(viewport);
      await page.context().addCookies([{ name: "adult_ok", value: "1", url: baseUrl() }]);
      return page;
    },
  };
}

/**
 * Pages open as a returning visitor's, with Pretendard applied before the first paint: a first visit paints in the
 * system font, and this machine has no Korean one, so every screenshot would show boxes for Hangul.
 */
async function asReturningVisitor(context: BrowserContext) {
  await context.addInitScript((key) => localStorage.setItem(key, "1"), PRETENDARD_LOADER.storageKey);
}

// Site header: the member menu, the sign-in link and the search box.
export const userMenu = (page: Page) => page.getByTestId("user-menu");
export const signInLink = (page: Page) => page.getByTestId("signin-link");
export const searchBox = (page: Page) => page.getByRole("combobox", { name: "액상 검색" });

export async function typeInSearch(page: Page, text: string) {
  await searchBox(page).click();
  await searchBox(page).pressSequentially(text, { delay: 40 });
  await page.getByRole("listbox", { name: "검색어 추천" }).getByRole("option").first().waitFor();
}

// Sign-up and sign-in forms.
export const formAlert = (page: Page) => page.locator("form [role=alert]");

/** Ticks the sign-up form's required agreements (이용약관, 개인정보 수집·이용), leaving 마케팅 정보 수신 alone. */
export async function agreeToRequiredConsents(page: Page) {
  await page.getByLabel("[필수] 이용약관에 동의합니다.").check();
  await page.getByLabel(/\[필수\] 개인정보 수집·이용/).check();
}

/** Signs up through the form and, when it is accepted, signs in with the same pair (the e-mail stays unverified). */
export async function signUp(
  page: Page,
  {
    email,
    nickname,
    password,
    birthYear = "1994",
    screenshot,
  }: { email: string; nickname: string; password: string; birthYear?: string; screenshot?: string },
) {
  await page.goto("/auth/signup");
  await page.getByLabel("이메일").fill(email);
  await page.getByLabel("비밀번호", { exact: true }).fill(password);
  await page.getByLabel("비밀번호 확인").fill(password);
  await page.getByLabel("닉네임").fill(nickname);
  await page.getByLabel("출생연도").fill(birthYear);
  await agreeToRequiredConsents(page);
  if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
  await page.getByRole("button", { name: "가입하기" }).click();
  // The answer is "확인 메일을 보냈습니다" for a taken and a free address alike (issue 56); then the member signs in.
  const sent = page.getByTestId("sign-up-sent");
  await sent.or(page.locator("form [role=alert]:not(:empty)")).first().waitFor();
  if (!(await sent.isVisible())) return;
  await page.getByRole("link", { name: "로그인하러 가기" }).click();
  await page.waitForURL((url) => url.pathname === "/auth/signin");
  await page.getByLabel("이메일").fill(email);
  await page.getByLabel("비밀번호").fill(password);
  await page.getByRole("button", { name: "로그인", exact: true }).click();
}

export async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel("이메일").fill(email);
  await page.getByLabel("비밀번호").fill(password);
  await page.getByRole("button", { name: "로그인" }).click();
}

// Listing pages: the result count and the grid's names and prices.
export const resultCount = async (page: Page) => Number((await page.getByTestId("result-count").textContent())!.replace(/[^\d]/g, ""));
export const gridNames = (page: Page) => page.locator(".tile-name").allTextContents();
/** The grid's tile links and price lines (tiles carry no test ids: their classes are in every page's HTML anyway). */
export const tileLinks = (page: Page) => page.locator(".tile > a");
export const tilePrices = (page: Page) => page.locator(".tile-price");
export const gridPrices = async (page: Page) =>
  (await tilePrices(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-price")))).filter((p) => p).map(Number);

/** Signs in through the form and waits to be back at `path` (the callbackUrl). */
export async function signInAndReturn(page: Page, path: string, account: { email: string; password: string }) {
  await page.goto(`/auth/signin?${new URLSearchParams({ callbackUrl: path })}`);
  await signIn(page, account);
  await page.waitForURL((url) => url.pathname === path.split("?")[0]);
}

// Product tiles with their 찜 hearts.
export const productTile = (page: Page, productId: number) => {
  const tile = page.locator("li", { has: page.locator(`a[href="/products/${productId}"]`) });
  return { tile, heart: tile.locator(".heart") };
};

/** Product ids of the tiles on the current listing page, in order. */
export async function tileProductIds(page: Page): Promise<number[]> {
  const hrefs = await tileLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return hrefs.map((href) => Number(href.split("/").pop()));
}

/** /wishlist: items, target prices, basket and the saved-search tab. */
export const wishlistPage = (page: Page) => ({
  goto: () => page.goto("/wishlist"),
  item: (productId: number) => page.locator(`[data-testid=wishlist-item][data-product-id="${productId}"]`),
  setTarget: async (productId: number, won: number) => {
    const item = wishlistPage(page).item(productId);
    await item.getByTestId("target-price-input").fill(String(won));
    await item.getByTestId("target-price-save").click();
  },
  pickForBasket: async (productId: number) => wishlistPage(page).item(productId).getByTestId("basket-pick").check(),
  calculateBasket: async () => {
    await page.getByTestId("basket-calculate").click();
    await page.getByTestId("basket-total").waitFor();
  },
  basketAmounts: async () => ({
    orders: await page.getByTestId("basket-order-total").evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute("data-amount")))),
    total: Number(await page.getByTestId("basket-total").getAttribute("data-amount")),
  }),
  openSavedSearches: () => page.getByRole("tab", { name: /저장한 검색/ }).click(),
  savedSearches: () => page.getByTestId("saved-search"),
});
/** The bell in the header and the /notifications page. */
export function notificationsPage(page: Page) {
  const items = page.getByTestId("notification-item");
  return {
    open: () => page.goto("/notifications"),
    badge: page.getByTestId("notification-badge"),
    /** The bell once its realtime socket is connected. */
    connected: page.locator('[data-testid=notification-bell][data-connected="true"]'),
    /** The bell's badge text, or "" while it is hidden (no unread). */
    badgeText: async () =>
      (await page.getByTestId("notification-badge").count()) ? await page.getByTestId("notification-badge").innerText() : "",
    items,
    empty: page.getByTestId("notifications-empty"),
    loadMore: page.getByRole("button", { name: "더 보기" }),
    markAll: page.getByRole("button", { name: "모두 읽음" }),
    markOne: (index: number) => items.nth(index).getByRole("button", { name: "읽음" }),
    toast: (text: string) => page.locator("[data-sonner-toast]", { hasText: text }),
  };
}

// Dead ends and sign-out: the site's header and footer stay on every page.
export const siteHeader = (page: Page) => page.getByRole("banner");
export const siteFooter = (page: Page) => page.getByRole("contentinfo");

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "내 메뉴" }).click();
  await page.getByRole("menuitem", { name: "로그아웃" }).click();
}

// 비밀번호 찾기 (/auth/forgot-password) and the mailed link's page (/auth/reset-password).
export const forgotPasswordLink = (page: Page) => page.getByRole("link", { name: "비밀번호를 잊으셨나요?" });
export const formStatus = (page: Page) => page.locator("#main form [role=status]");

export async function requestPasswordReset(page: Page, email: string) {
  await page.getByLabel("가입한 이메일").fill(email);
  await page.getByRole("button", { name: "재설정 링크 받기" }).click();
}

export async function setNewPassword(page: Page, password: string) {
  await page.getByLabel("새 비밀번호", { exact: true }).fill(password);
  await page.getByLabel("새 비밀번호 확인").fill(password);
  await page.getByRole("button", { name: "비밀번호 바꾸기" }).click();
}

// Listing filters: the panel (a bottom sheet on phones), its boxes, the chips and the pager.
export const filterForm = (page: Page) => page.getByRole("form", { name: "상품 필터" });
export const filterBox = (page: Page, name: string, value: string) => filterForm(page).locator(`input[name="${name}"][value="${value}"]`);
export const filterChips = (page: Page) => page.getByTestId("active-filters").getByRole("listitem");
export const currentPage = (page: Page) => page.getByRole("navigation", { name: "페이지" }).locator("[aria-current=page]");

export async function openFilters(page: Page) {
  if (!(await filterForm(page).isVisible())) await page.locator("details.listing-filters > summary").click();
}

/** Closes the phone filter sheet by its "n개 상품 보기" (a wide screen's sidebar has nothing to close). */
export async function closeFilters(page: Page) {
  const sheet = page.getByRole("dialog", { name: "필터" });
  if (!(await sheet.isVisible())) return;
  await sheet.getByRole("button", { name: /개 상품 보기$/ }).click();
  await sheet.waitFor({ state: "hidden" });
}

export async function removeFilterChip(page: Page, label: string) {
  await page.getByRole("link", { name: `${label} 필터 해제` }).click();
}

/** Signs the context in as a demo account, the member by default (next-auth's cookie from an HTTP sign-in). */
export async function signInDemoAccount(
  context: BrowserContext,
  { email, password }: { email: string; password: string } = DEMO_ACCOUNTS.member,
): Promise<void> {
  const { jar } = await signInOverHttp({ baseUrl: baseUrl(), fields: { email, password } });
  await context.addCookies([{ name: "next-auth.session-token", value: jar.get("next-auth.session-token")!, url: baseUrl() }]);
}

/**
 * Headless Chromium has no push service: pushManager.subscribe rejects in an incognito context and
 * never settles in a persistent one. This stands a browser-side subscription in for it (an https
 * endpoint with real-sized keys), so the enrolment's later steps run for real against the server.
 */
export async function fakeBrowserPushService(context: BrowserContext): Promise<{ endpoint: string }> {
  const keys = createBrowserPushKeys();
  const endpoint = `https://push.example.test/e2e/${crypto.randomUUID()}`;
  await context.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      // Kept in sessionStorage, as a real subscription outlives a page load.
      const KEY = "e2e.fakePushSubscribed";
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { applicationServerKey: null, userVisibleOnly: true },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => (sessionStorage.removeItem(KEY), true),
      } as unknown as PushSubscription;
      PushManager.prototype.subscribe = async () => (sessionStorage.setItem(KEY, "1"), subscription);
      PushManager.prototype.getSubscription = async () => (sessionStorage.getItem(KEY) ? subscription : null);
    },
    { endpoint, p256dh: keys.p256dh, auth: keys.auth },
  );
  return { endpoint };
}

/** The last push enrolment outcome once it has settled (the app keeps it on a hidden element). */
export async function settledEnrolment(page: Page): Promise<string> {
  const marker = page.locator("[data-push-enrolment]");
  await page.waitForFunction(() => {
    const status = document.querySelector("[data-push-enrolment]")?.getAttribute("data-push-enrolment");
    return status && status !== "idle" && status !== "in-progress";
  });
  return (await marker.getAttribute("data-push-enrolment"))!;
}

/** The page's service worker registration, active and controlling the page. */
export async function serviceWorkerReady(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    return { scope: registration.scope, scriptURL: registration.active!.scriptURL };
  });
}

/** Delivers a push message to the page's service worker through the DevTools protocol, as a push service would. */
export async function deliverPushOverDevTools(page: Page, data: object): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted);
      if (live) resolve(live.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: `${baseUrl()}/`,
    registrationId: await registration,
    data: JSON.stringify(data),
  });
}

/** The notifications the service worker shows now. */
export function shownNotifications(page: Page) {
  return page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data,
    })),
  );
}

/**
 * Clicks the notification with `tag`: headless Chromium cannot click a system notification, so the
 * service worker gets the same notificationclick event its real click would dispatch.
 */
export async function clickNotification(context: BrowserContext, tag: string): Promise<void> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  await worker.evaluate(async (tag) => {
    // Runs in the service worker, whose types (ServiceWorkerGlobalScope, NotificationEvent) the DOM lib lacks.
    const scope = self as unknown as EventTarget & {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications({ tag });
    scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification: notification! }));
  }, tag);
}

/**
 * What Chromium fires when the site may be installed (with the prompt's answer decided in advance), once the banner
 * listens for it: the PWA client mounts after hydration, from a chunk of its own, which on a busy machine can come after
 * the page's network has gone idle (an accessibility run fired it too early and waited 30 s for a banner).
 */
export async function fireInstallPrompt(page: Page, outcome: "accepted" | "dismissed" = "dismissed") {
  await page.locator("[data-push-enrolment]").waitFor({ state: "attached" });
  await page.evaluate((outcome) => {
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

export const installBanner = (page: Page) => page.getByTestId("install-banner");
export const IOS_SAFARI_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";
// Product page: offers as rendered, the headline lowest, and the 배송비 포함 / 상품가만 toggle.
export type OfferRow = { price: number; total: number; inStock: boolean; stale: boolean; lowestBadge: boolean; buyLink: boolean };
export const offerRows = (page: Page): Promise<OfferRow[]> =>
  page.getByTestId("offer-row").evaluateAll((els) =>
    els
      .map((el) => ({
        el,
        row: {
          price: Number(el.getAttribute("data-price")),
          total: Number(el.getAttribute("data-total")),
          inStock: el.getAttribute("data-in-stock") === "1",
          stale: el.getAttribute("data-stale") === "1",
          lowestBadge: [...el.querySelectorAll("span")].some((s) => s.textContent === "최저" && s.checkVisibility()),
          buyLink: el.querySelector('a[href^="/go/"]') !== null,
        },
      }))
      // Visible order: the price basis reorders rows with CSS `order`.
      .sort((a, b) => Number(getComputedStyle(a.el).order) - Number(getComputedStyle(b.el).order))
      .map(({ row }) => row),
  );
export const headlineLowest = async (page: Page) => Number((await page.getByTestId("lowest-price").innerText()).replace(/[^\d]/g, ""));
export const priceBasisButton = (page: Page, name: "배송비 포함" | "상품가만") =>
  page.getByRole("group", { name: "가격 기준" }).first().getByRole("button", { name });
/** Picks a price basis once the toggle has hydrated (a click before that does nothing). */
export async function choosePriceBasis(page: Page, name: "배송비 포함" | "상품가만") {
  await page.waitForLoadState("networkidle");
  await priceBasisButton(page, name).click();
  await priceBasisButton(page, name).and(page.locator('[aria-pressed="true"]')).waitFor();
}

// Offers: an admin's crawl of one offer and the offer rows of a product page.
export type Observation = { url: string; newPrice: number | null; inStock: boolean | null; changed: boolean };

/** An admin's "crawl this offer now" (answers when the page has been read and recorded). */
export async function crawlOffer(admin: CookieJar, offerId: number): Promise<Observation> {
  const response = await fetchWithJar(admin, `${baseUrl()}/api/admin/offers/${offerId}/crawl`, { method: "POST" });
  expect(response.status).toBe(200);
  return ((await response.json()) as { observation: Observation }).observation;
}

/** The product page's in-stock, fresh offer rows (shop price, all-in total, offer id), cheapest all-in first. */
export function offerRowsOf(html: string) {
  return html
    .split('data-testid="offer-row"')
    .slice(1)
    .map((row) => ({
      price: Number(/data-price="(\d+)"/.exec(row)?.[1] ?? 0),
      total: Number(/data-total="(\d+)"/.exec(row)?.[1] ?? 0),
      offerId: Number(/\/go\/(\d+)/.exec(row)?.[1] ?? 0),
      usable: /data-in-stock="1"/.test(row) && !/data-stale="1"/.test(row),
    }))
    .filter((row) => row.usable && row.offerId > 0 && row.total > 0)
    .sort((a, b) => a.total - b.total);
}

/** /community, its posts, the write form and a post page. */
export function communityPage(page: Page) {
  return {
    postTitles: page.getByTestId("post-title"),
    pinnedBadges: page.getByTestId("post-row").filter({ hasText: "공지" }),
    titleInput: page.getByLabel("제목"),
    editor: page.getByTestId("post-editor"),
    imageInput: page.getByTestId("image-input"),
    heading: page.getByTestId("post-heading"),
    body: page.getByTestId("post-body"),
    viewCount: page.getByTestId("view-count"),
    likeButton: page.getByTestId("like-button"),
    likeCount: page.getByTestId("like-count"),
    comments: page.getByTestId("comment"),
  };
}

/** Screenshots once the page has settled and the Pretendard subsets its text needs have loaded. */
export async function screenshotWithFont(page: Page, path: string) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path });
}
