import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads";
import { fetchWithJar, signInOverHttp, type CookieJar } from "../support/http-sign-in";
import { DESKTOP, baseUrl, notificationsPage, openBrowserPerFile, signUp } from "./pages";

const browser = openBrowserPerFile();
const unique = () => crypto.randomUUID().slice(0, 8);
const SHOTS = "test-results/community-shots";

async function call(jar: CookieJar, method: string, path: string, body?: unknown) {
  const response = await fetchWithJar(jar, `${baseUrl()}${path}`, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function signInJar(email: string, password: string): Promise<CookieJar> {
  return (await signInOverHttp({ baseUrl: baseUrl(), fields: { email, password } })).jar;
}

/** A page that records every dialog and CSP violation; `assertNothingRan` checks them and the canary. */
async function watchedPage(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  return {
    page,
    async assertNothingRan(where: string) {
      // Give onerror/onload/ontoggle/autofocus a moment to fire if anything survived.
      await page.mouse.move(200, 300);
      await page.waitForTimeout(250);
      const state = await page.evaluate(() => {
        const w = window as unknown as { __xssHit?: unknown; __violations: string[] };
        const main = document.querySelector("#main") ?? document.body;
        const handlers = [...main.querySelectorAll("*")].flatMap((el) =>
          [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`),
        );
        return {
          hit: w.__xssHit ?? null,
          violations: w.__violations,
          handlers,
          // Next's own streamed scripts carry the response's nonce; markup injected into the page could not.
          scripts: [...main.querySelectorAll('script:not([type="application/ld+json"])')].filter((s) => !(s as HTMLScriptElement).nonce)
            .length,
          frames: main.querySelectorAll("iframe, object, embed, svg script, form[action^='javascript' i]").length,
          jsLinks: [...main.querySelectorAll("a[href]")].filter((a) => /^\s*(javascript|data|vbscript):/i.test(a.getAttribute("href")!))
            .length,
        };
      });
      expect({ where, dialogs, ...state }).toEqual({
        where,
        dialogs: [],
        hit: null,
        violations: [],
        handlers: [],
        scripts: 0,
        frames: 0,
        jsLinks: 0,
      });
    },
  };
}

describe(`XSS corpus (${XSS_PAYLOADS.length} payloads) through the real API, rendered in Chromium`, () => {
  let admin: CookieJar;
  let author: Page;
  const boardSlug = `xss-${unique()}`;
  let megaPostId = 0;
  const postIds: number[] = [];
  const reviewIds: number[] = [];
  const productIds: number[] = [];
  const reported: Array<{ targetType: string; targetId: number }> = [];

  beforeAll(async () => {
    await browser.start();
    admin = await signInJar(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await call(admin, "POST", "/api/admin/community/boards", { slug: boardSlug, name: "XSS 시험" });

    // The author: a fresh member whose name is a payload (nicknames refuse markup, see the test below).
    author = await browser.page(DESKTOP);
    const id = unique();
    const email = `xss-${id}@example.kr`;
    await signUp(author, { email, nickname: `엑스${id.slice(0, 6)}`, password: "e2e-pass-2026" });
    await author.waitForURL((url) => !url.pathname.startsWith("/auth"));
    const authorJar = await signInJar(email, "e2e-pass-2026");
    const mega = await call(authorJar, "POST", "/api/community/posts", {
      board: boardSlug,
      title: XSS_PAYLOADS[0]!.slice(0, 100),
      content: `<p>모든 페이로드</p>${XSS_PAYLOADS.join("\n")}`,
    });
    megaPostId = Number(mega.id);

    // Every payload as a post title (and body), and as a comment on the author's post (admins are not rate limited).
    for (const payload of XSS_PAYLOADS) {
      const post = await call(admin, "POST", "/api/community/posts", {
        board: boardSlug,
        title: payload.slice(0, 100),
        content: `<p>본문</p>${payload}`,
      });
      postIds.push(Number(post.id));
      await call(admin, "POST", `/api/community/posts/${megaPostId}/comments`, { content: payload });
    }

    // Every payload in a review (pros, cons, flavour note), on mouth-inhalation products.
    for (let page = 1; productIds.length * 3 < XSS_PAYLOADS.length; page++) {
      const html = await (await fetchWithJar(admin, `${baseUrl()}/mouth-inhalation?page=${page}`)).text();
      for (const m of html.matchAll(/href="\/products\/(\d+)"/g)) if (!productIds.includes(Number(m[1]))) productIds.push(Number(m[1]));
    }
    for (const [i, productId] of productIds.entries()) {
      const [pros, cons, note] = XSS_PAYLOADS.slice(i * 3, i * 3 + 3);
      if (!pros) break;
      const review = await call(admin, "POST", `/api/products/${productId}/reviews`, {
        rating: 1 + (i % 5),
        pros,
        cons: cons ?? "",
        flavorNotes: note ? [note.slice(0, 20)] : [],
      });
      reviewIds.push(Number(review.id));
    }

    // Reports, so the admin's list shows the texts: every post, every review, and comments up to 200 items.
    for (const id of postIds) reported.push({ targetType: "post", targetId: id });
    for (const id of reviewIds) reported.push({ targetType: "review", targetId: id });
    for (const r of reported)
      await call(admin, "POST", "/api/community/reports", {
        ...r,
        reason: "기타",
        detail: XSS_PAYLOADS[r.targetId % XSS_PAYLOADS.length]!.slice(0, 200),
      });
  }, 600_000);

  afterAll(async () => {
    for (const r of reported) await call(admin, "POST", "/api/admin/community/reports", { ...r, decision: "dismiss" }).catch(() => {});
    for (const id of reviewIds) await call(admin, "DELETE", `/api/reviews/${id}`).catch(() => {});
    for (const id of postIds) await call(admin, "DELETE", `/api/community/posts/${id}`).catch(() => {});
    await browser.stop();
  }, 600_000);

  it("refuses markup in nicknames, and a name with markup renders as text", async () => {
    const watched = await watchedPage(author);
    await author.goto("/profile");
    for (const payload of ["<img src=x onerror=alert(1)>", "<svg/onload=alert(1)>", '"><script>alert(1)</script>']) {
      await author.getByLabel("닉네임").fill(payload.slice(0, 16));
      await author.getByRole("button", { name: "저장" }).first().click();
      await author.getByText("닉네임은 한글, 영문, 숫자, 밑줄(_)만 사용할 수 있습니다.").first().waitFor();
    }
    await author.reload();
    await author.getByLabel("이름 (선택)").fill("<img src=x onerror=alert(1)>");
    await author.getByRole("button", { name: "저장" }).first().click();
    await author.locator("[data-sonner-toast]").first().waitFor();
    await author.goto("/community");
    await watched.assertNothingRan("user menu with a payload name");
  });

  it("the post page (title, body, 125 comments), as a visitor and as the author", async () => {
    for (const page of [await browser.page(DESKTOP), author]) {
      const watched = await watchedPage(page);
      await page.goto(`/community/post/${megaPostId}`);
      await page
        .getByTestId("comment")
        .nth(XSS_PAYLOADS.length - 1)
        .waitFor();
      expect(await page.getByTestId("comment-content").first().textContent()).toBe(XSS_PAYLOADS[0]);
      await watched.assertNothingRan(`post page ${page === author ? "author" : "visitor"}`);
    }
    await author.screenshot({ path: `${SHOTS}/xss-post-1280-member.png` });
  });

  it("every page of the board list and the all-boards list", async () => {
    const watched = await watchedPage(await browser.page(DESKTOP));
    const { page } = watched;
    const seen: string[] = [];
    for (let n = 1; n <= Math.ceil((XSS_PAYLOADS.length + 1) / 20); n++) {
      await page.goto(`/community?board=${boardSlug}&page=${n}`);
      seen.push(...(await page.getByTestId("post-title").allTextContents()));
      await watched.assertNothingRan(`board list page ${n}`);
    }
    // Titles are stored as typed, less control characters (community-rules.ts), and render as text.
    const asStored = (p: string) =>
      p
        .slice(0, 100)
        .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
        .trim();
    expect(seen).toEqual(expect.arrayContaining(XSS_PAYLOADS.map(asStored)));
    await page.goto("/community");
    await watched.assertNothingRan("all boards");
    await page.goto(`/community?q=${encodeURIComponent("script")}`);
    await watched.assertNothingRan("search results");
  });

  it("the product pages with the reviews, and the listing's tiles", async () => {
    const page = await browser.adultPage(DESKTOP);
    const watched = await watchedPage(page);
    for (const productId of productIds.slice(0, reviewIds.length)) {
      await page.goto(`/products/${productId}`);
      await page.getByTestId("review").first().waitFor();
      await watched.assertNothingRan(`product ${productId}`);
    }
    await page.goto("/mouth-inhalation");
    await watched.assertNothingRan("listing");
  });

  it("the admin pages (reported content, dashboard, members)", async () => {
    const context = await browser.context();
    const { jar } = await signInOverHttp({
      baseUrl: baseUrl(),
      fields: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
    });
    await context.addCookies([{ name: "next-auth.session-token", value: jar.get("next-auth.session-token")!, url: baseUrl() }]);
    const watched = await watchedPage(await context.newPage());
    await watched.page.goto("/admin/community");
    await watched.page.getByTestId("reported-row").first().waitFor();
    expect(await watched.page.getByTestId("reported-row").count()).toBeGreaterThanOrEqual(postIds.length);
    await watched.page.screenshot({ path: `${SHOTS}/xss-admin-community-1280-admin.png` });
    await watched.assertNothingRan("/admin/community");
    for (const path of ["/admin", "/admin/users"]) {
      await watched.page.goto(path);
      await watched.page.locator("h1").first().waitFor();
      await watched.assertNothingRan(path);
    }
  });

  it("the author's notifications list (every comment's excerpt)", async () => {
    const watched = await watchedPage(author);
    const notifications = notificationsPage(author);
    await notifications.open();
    await notifications.items.first().waitFor();
    while (await notifications.loadMore.isVisible()) {
      const shown = await notifications.items.count();
      await notifications.loadMore.click();
      await expect.poll(() => notifications.items.count()).toBeGreaterThan(shown);
    }
    expect(await notifications.items.count()).toBeGreaterThanOrEqual(XSS_PAYLOADS.length);
    await watched.assertNothingRan("notifications");
  });
});
