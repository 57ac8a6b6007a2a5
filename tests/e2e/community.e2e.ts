import { mkdirSync } from "node:fs";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { fetchWithJar, signInOverHttp, type CookieJar } from "../support/http-sign-in";
import { baseUrl, communityPage, DESKTOP, notificationsPage, openBrowserPerFile, PHONE, productTile, signUp, tileLinks } from "./pages";

const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);
const SHOTS = "test-results/community-shots";
mkdirSync(SHOTS, { recursive: true });
const unique = () => crypto.randomUUID().slice(0, 8);

async function signedUpPage(viewport: { width: number; height: number } = DESKTOP, adult = false): Promise<Page> {
  const page = adult ? await browser.adultPage(viewport) : await browser.page(viewport);
  const id = unique();
  await signUp(page, { email: `community-${id}@example.kr`, nickname: `커뮤${id.slice(0, 5)}`, password: "e2e-pass-2026" });
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
  return page;
}

async function demoAdmin(): Promise<CookieJar> {
  const { email, password } = DEMO_ACCOUNTS.admin;
  return (await signInOverHttp({ baseUrl: baseUrl(), fields: { email, password } })).jar;
}

async function postJson(jar: CookieJar, path: string, body: unknown) {
  const response = await fetchWithJar(jar, `${baseUrl()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe("community", () => {
  it("writes a post with an image; the author hears a comment live; reply, like, edit and delete", async () => {
    const page = await signedUpPage();
    const community = communityPage(page);
    const title = `이미지 후기 ${unique()}`;
    await page.goto("/community/write?board=free");
    await community.titleInput.fill(title);
    await community.editor.click();
    await page.keyboard.type("시원한 멘솔 액상이에요. ");
    await page.getByRole("button", { name: "굵게" }).click();
    await page.keyboard.type("강추");
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#0ea5e9" } })
      .png()
      .toBuffer();
    await community.imageInput.setInputFiles({ name: "liquid.png", mimeType: "image/png", buffer: png });
    await community.editor.locator('img[src^="/media/community/"]').waitFor();
    await page.screenshot({ path: `${SHOTS}/write-1280-member.png`, fullPage: true });
    await page.getByRole("button", { name: "올리기" }).click();
    await page.waitForURL(/\/community\/post\/\d+$/);
    const postId = Number(page.url().split("/").pop());
    await expect.poll(() => community.heading.textContent()).toBe(title);
    const image = community.body.locator("img");
    expect(await image.getAttribute("src")).toMatch(/^\/media\/community\/[0-9a-f]{24}\.webp$/);
    expect(await community.body.locator("b, strong").first().textContent()).toBe("강추");
    const served = await page.request.get((await image.getAttribute("src"))!);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["x-content-type-options"]).toBe("nosniff");
    await expect.poll(() => community.viewCount.textContent()).toBe("1");

    // Another member comments: the author's bell hears it over the socket, without a reload.
    await notificationsPage(page).connected.waitFor({ timeout: 15_000 });
    const admin = await demoAdmin();
    const comment = await postJson(admin, `/api/community/posts/${postId}/comments`, { content: "사진 잘 봤어요!" });
    expect(comment.status).toBe(200);
    await notificationsPage(page).badge.getByText("1", { exact: true }).waitFor({ timeout: 5_000 });
    await page.goto("/notifications");
    await notificationsPage(page).items.first().getByText(`'${title}'에 새 댓글: 사진 잘 봤어요!`).waitFor();
    await page.goto(`/community/post/${postId}`);

    // Reply to it, like the post.
    await community.comments.first().getByRole("button", { name: "답글" }).click();
    await page.getByRole("textbox", { name: "답글 쓰기" }).fill("고마워요 :)");
    await page.getByRole("form", { name: "답글 쓰기" }).getByRole("button", { name: "등록" }).click();
    await expect
      .poll(() => community.comments.allTextContents())
      .toEqual([expect.stringContaining("사진 잘 봤어요!"), expect.stringContaining("고마워요 :)")]);
    await community.likeButton.click();
    await expect.poll(() => community.likeButton.getAttribute("aria-pressed")).toBe("true");
    expect(await community.likeCount.textContent()).toBe("1");
    await page.screenshot({ path: `${SHOTS}/post-1280-member.png`, fullPage: true });

    // Edit, then delete.
    await page.getByRole("link", { name: "수정", exact: true }).click();
    await page.waitForURL(/\/community\/write\?id=/);
    await community.titleInput.fill(`${title} (수정)`);
    await page.getByRole("button", { name: "고치기" }).click();
    await page.waitForURL(new RegExp(`/community/post/${postId}$`));
    await expect.poll(() => community.heading.textContent()).toBe(`${title} (수정)`);
    await page.getByRole("button", { name: "삭제", exact: true }).first().click();
    await page.getByRole("group", { name: "글을 지울까요?" }).getByRole("button", { name: "삭제" }).click();
    await page.waitForURL((url) => url.pathname === "/community");
    expect(await community.postTitles.allTextContents()).not.toContain(`${title} (수정)`);
    expect((await page.request.get(`/community/post/${postId}`)).status()).toBe(404);
  });

  it("lists posts by board, searches by 초성 and shows pinned notices; screenshots for every viewer", async () => {
    const admin = await demoAdmin();
    const title = `블루베리 쿨링 질문 ${unique()}`;
    expect((await postJson(admin, "/api/community/posts", { board: "question", title, content: "<p>질문입니다</p>" })).status).toBe(200);
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await browser.page(viewport);
      const community = communityPage(page);
      await page.goto(`/community?q=${encodeURIComponent("ㅂㄹㅂㄹ ㅋㄹ")}`);
      expect(await community.postTitles.allTextContents()).toContain(title);
      await page.goto("/community");
      expect(await community.pinnedBadges.count()).toBeGreaterThan(0);
      await page.screenshot({ path: `${SHOTS}/list-${viewport.width}-visitor.png`, fullPage: true });
      await page.getByRole("navigation", { name: "게시판" }).getByRole("link", { name: "질문" }).click();
      await page.waitForURL(/board=question/);
      expect(await community.postTitles.allTextContents()).toContain(title);
      await page.getByRole("link", { name: title }).click();
      await page.waitForURL(/\/community\/post\/\d+$/);
      await community.heading.waitFor();
      await page.screenshot({ path: `${SHOTS}/post-${viewport.width}-visitor.png`, fullPage: true });
      // Crawlers load the page itself: read its metadata from a full load, not from the client-side navigation.
      await page.goto(page.url());
      await community.heading.waitFor();
      const metadata = await page.evaluate(() => ({
        title: document.title,
        og: document.querySelector('meta[property="og:type"]')?.getAttribute("content"),
        ld: JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}")["@type"],
      }));
      expect(metadata).toEqual({ title: expect.stringContaining(title), og: "article", ld: "DiscussionForumPosting" });
    }
    const member = await signedUpPage(PHONE);
    await member.goto("/community");
    await member.screenshot({ path: `${SHOTS}/list-390-member.png`, fullPage: true });
  });

  it("puts a product's price chart in a post from its 퍼가기 code, shown from this site and linked to the product", async () => {
    const page = await signedUpPage(PHONE, true);
    await page.goto("/lung-inhalation");
    const productPath = (await tileLinks(page).first().getAttribute("href"))!;
    // The product page's 퍼가기 button copies the code a member pastes.
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    await page.goto(productPath);
    await page.getByRole("button", { name: "퍼가기" }).click();
    await expect.poll(() => page.getByTestId("chart-embed-status").innerText()).toContain("그래프 퍼가기 코드를 복사했습니다.");
    const snippet = await page.evaluate(() => navigator.clipboard.readText());
    const period = snippet.match(/chart\.svg\?period=(\d+)"/)![1];
    expect(snippet).toContain(`<a href="${baseUrl()}${productPath}"><img src="${baseUrl()}${productPath}/chart.svg?period=${period}"`);
    const community = communityPage(page);
    await page.goto("/community/write?board=free");
    await community.titleInput.fill(`차트 공유 ${unique()}`);
    await community.editor.click();
    await page.keyboard.type("요즘 가격 흐름이에요. ");
    await page.getByRole("button", { name: "가격 차트 넣기" }).click();
    await page.getByRole("textbox", { name: "상품 주소 또는 퍼가기 코드" }).fill(snippet);
    await page.getByRole("button", { name: "넣기", exact: true }).click();
    await community.editor.locator(`img[src$="/chart.svg?period=${period}"]`).waitFor();
    await page.getByRole("button", { name: "올리기" }).click();
    await page.waitForURL(/\/community\/post\/\d+$/);
    const chart = community.body.locator("img");
    expect(await chart.getAttribute("src")).toBe(`${productPath}/chart.svg?period=${period}`);
    expect(await community.body.locator("a:has(img)").getAttribute("href")).toBe(productPath);
    await expect.poll(() => chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
    await page.screenshot({ path: `${SHOTS}/post-with-chart-390.png`, fullPage: true });
  });

  it("writes a review and sees the average on the product tile", async () => {
    const page = await signedUpPage(DESKTOP, true);
    await page.goto("/lung-inhalation");
    const tiles = tileLinks(page);
    await tiles.first().waitFor();
    const hrefs = await tiles.evaluateAll((links) =>
      links.filter((a) => !a.querySelector("[data-testid=rating-badge]")).map((a) => a.getAttribute("href") ?? ""),
    );
    const productId = Number(hrefs[0]!.split("/").pop());
    await page.goto(`/products/${productId}#reviews`);
    await page.getByRole("button", { name: "리뷰 쓰기" }).click();
    await page.getByLabel("4점").check({ force: true });
    await page.getByRole("textbox", { name: "좋았던 점" }).fill("과일향이 진해요");
    await page.getByRole("textbox", { name: "아쉬운 점" }).fill("조금 달아요");
    await page.getByRole("form", { name: "리뷰 쓰기" }).getByText("과일", { exact: true }).click();
    await page.getByRole("button", { name: "리뷰 남기기" }).click();
    const reviews = page.locator("#reviews");
    await expect.poll(() => reviews.getByTestId("review").count()).toBe(1);
    expect(await reviews.getByTestId("rating-badge").first().getAttribute("data-average")).toBe("4.0");
    await page.screenshot({ path: `${SHOTS}/product-reviews-1280-member.png`, fullPage: true });

    // A second member rates it 5: the tile shows the average of both.
    const admin = await demoAdmin();
    expect((await postJson(admin, `/api/products/${productId}/reviews`, { rating: 5, pros: "최고예요" })).status).toBe(200);
    await page.goto("/lung-inhalation");
    const badge = productTile(page, productId).tile.getByTestId("rating-badge");
    expect(await badge.getAttribute("data-average")).toBe("4.5");
    expect(await badge.getAttribute("data-count")).toBe("2");
    await page.screenshot({ path: `${SHOTS}/listing-rating-1280-member.png` });
    const ld = await (await page.request.get(`/products/${productId}`)).text();
    expect(ld).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":4.5,"reviewCount":2');
  });

  it("shows the admin the reported content and hides it on request", async () => {
    const admin = await demoAdmin();
    const title = `신고 대상 ${unique()}`;
    const created = await postJson(admin, "/api/community/posts", { board: "free", title, content: "<p>광고</p>" });
    const reporter = await signedUpPage();
    await reporter.goto(`/community/post/${created.json.id}`);
    await reporter.getByRole("button", { name: "신고", exact: true }).first().click();
    const form = reporter.getByTestId("report-form");
    await form.getByRole("button", { name: "신고하기" }).click();
    await form.getByRole("alert").filter({ hasText: "신고 사유를 골라 주세요." }).waitFor();
    await form.getByLabel("스팸·광고").check();
    await form.getByRole("button", { name: "신고하기" }).click();
    const reported = reporter.locator("[data-sonner-toast]", { hasText: "신고했습니다" });
    await reported.waitFor();
    // Toasts speak in the site's font, not sonner's system stack.
    const fonts = await reported.evaluate((toast) => [getComputedStyle(toast).fontFamily, getComputedStyle(document.body).fontFamily]);
    expect(fonts[0]).toBe(fonts[1]);
    // A second report of the same post is refused in words.
    await reporter.getByRole("button", { name: "신고", exact: true }).first().click();
    await form.getByLabel("욕설·비방").check();
    await form.getByRole("button", { name: "신고하기" }).click();
    await reporter.locator("[data-sonner-toast]", { hasText: "이미 신고했습니다. 운영진이 확인하고 있어요." }).waitFor();
    const page = await browser.context().then((c) => c.newPage());
    const { email, password } = DEMO_ACCOUNTS.admin;
    await page.goto(`/auth/signin?callbackUrl=${encodeURIComponent("/admin/community")}`);
    await page.getByLabel("이메일").fill(email);
    await page.getByLabel("비밀번호").fill(password);
    await page.getByRole("button", { name: "로그인" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/community");
    const row = page.getByTestId("reported-row").filter({ hasText: title });
    await row.waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-community-1280-admin.png`, fullPage: true });
    await row.getByRole("button", { name: "숨기기" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "숨겼습니다" }).waitFor();
    expect((await page.request.get(`/community/post/${created.json.id}`)).status()).toBe(404);
    await page.goto("/admin");
    await page.getByRole("link", { name: /신고된 게시물/ }).waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-dashboard-1280-admin.png`, fullPage: true });
  });
});
