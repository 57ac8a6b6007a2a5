import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { fetchWithJar, signInOverHttp, type CookieJar } from "../support/http-sign-in";
import {
  agreeToRequiredConsents,
  baseUrl,
  communityPage,
  DESKTOP,
  openBrowserPerFile,
  PHONE,
  screenshotWithFont,
  signUp,
  tileProductIds,
  wishlistPage,
} from "./pages";

// Issue 33's shopper forms: messages without field keys, the editor's 굵게, saved searches, 신고, hidden posts, the adult
// gate's exit, the toasts' label and the sign-up agreements.
const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);
const SHOTS = "/tmp/shopb-shots";
const unique = () => crypto.randomUUID().slice(0, 8);
const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]", { hasText: text });

async function newMember(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const page = await browser.adultPage(viewport);
  const id = unique();
  await signUp(page, { email: `forms-${id}@example.kr`, nickname: `폼${id.slice(0, 6)}`, password: "forms-pass-2026" });
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
  return page;
}

/** A same-origin JSON call with the page's own cookies (apiRoute wants the Origin a browser sends). */
async function callAsPage(page: Page, method: string, path: string, body?: unknown) {
  const response = await page.request.fetch(path, {
    method,
    headers: { origin: baseUrl(), "content-type": "application/json" },
    data: body,
  });
  return { status: response.status(), json: (await response.json()) as Record<string, unknown> };
}

/** The requests a page makes from now on whose URL matches, as a function that lists them so far. */
function recordRequests(page: Page, matches: (url: URL) => boolean): () => string[] {
  const seen: string[] = [];
  page.on("request", (request) => void (matches(new URL(request.url())) && seen.push(request.url())));
  return () => seen;
}

async function adminJar(): Promise<CookieJar> {
  const { email, password } = DEMO_ACCOUNTS.admin;
  return (await signInOverHttp({ baseUrl: baseUrl(), fields: { email, password } })).jar;
}

describe("messages for people", () => {
  it("a target price too big or not a number says so in Korean, with no field key, and keeps the target", async () => {
    const page = await newMember();
    await page.goto("/mouth-inhalation");
    const [productId] = await tileProductIds(page);
    expect((await callAsPage(page, "POST", "/api/wishlist", { productId, targetPrice: 12_000 })).status).toBe(200);
    await wishlistPage(page).goto();
    const item = wishlistPage(page).item(productId!);

    await wishlistPage(page).setTarget(productId!, 999_999_999);
    const refused = toast(page, "가격이 너무 큽니다");
    await refused.waitFor();
    expect(await refused.textContent()).not.toMatch(/targetPrice|\(/);

    await item.getByTestId("target-price-input").fill("abc");
    await item.getByTestId("target-price-save").click();
    expect(await item.getByTestId("target-price-error").textContent()).toBe("가격은 숫자로 입력해 주세요. (예: 9,900)");
    expect(await item.getByTestId("target-price-input").getAttribute("aria-invalid")).toBe("true");
    await page.reload();
    expect(await wishlistPage(page).item(productId!).getByTestId("target-price-input").inputValue()).toBe("12000");

    // API callers still get a 4xx {error:{code,message}}, the message without the key either: the key comes apart.
    const api = await callAsPage(page, "PATCH", `/api/wishlist/${productId}`, { targetPrice: 999_999_999 });
    expect(api).toEqual({
      status: 400,
      json: { error: { code: "invalid_input", message: "입력값이 올바르지 않습니다: 가격이 너무 큽니다.", field: "targetPrice" } },
    });
  });
});

describe("the post editor", () => {
  async function openEditor() {
    const page = await newMember();
    await page.goto("/community/write?board=free");
    await communityPage(page).editor.click();
    return page;
  }
  const bold = (page: Page) => page.getByRole("button", { name: "굵게" }).click();
  const editorText = (page: Page) => communityPage(page).editor.evaluate((editor) => editor.textContent?.replace(/\u00a0/g, " "));

  it("keeps typed words in order when 굵게 goes on and off", async () => {
    const page = await openEditor();
    await page.keyboard.type("abc ");
    await bold(page);
    await page.keyboard.type("배송비 ");
    await bold(page);
    await page.keyboard.type("포함 끝");
    expect(await editorText(page)).toBe("abc 배송비 포함 끝");
    expect(await communityPage(page).editor.locator("b, strong").allTextContents()).toEqual(["배송비 "]);
  });

  it("keeps words typed through an IME composition in order too", async () => {
    const page = await openEditor();
    const cdp = await page.context().newCDPSession(page);
    const compose = async (word: string) => {
      for (let i = 1; i <= word.length; i++)
        await cdp.send("Input.imeSetComposition", { text: word.slice(0, i), selectionStart: i, selectionEnd: i });
      await cdp.send("Input.insertText", { text: word });
    };
    const insert = (text: string) => cdp.send("Input.insertText", { text });
    await insert("abc ");
    await bold(page);
    await compose("배송비");
    await insert(" ");
    await bold(page);
    await compose("포함");
    await insert(" ");
    await compose("끝");
    expect(await editorText(page)).toBe("abc 배송비 포함 끝");
    expect((await communityPage(page).editor.locator("b, strong").allTextContents()).join("").trim()).toBe("배송비");
  });
});

describe("saved searches", () => {
  it("the save popover closes after saving, and the saved link keeps its max price", async () => {
    const page = await newMember();
    await page.goto("/mouth-inhalation?vol=60&form=salt");
    await page.getByTestId("save-search").click();
    await page.getByTestId("save-search-max").fill("30,000");
    await page.getByTestId("save-search-submit").click();
    await toast(page, /검색을 저장했습니다/).waitFor();
    await page.getByTestId("save-search-max").waitFor({ state: "detached" });
    expect(await page.getByTestId("save-search").getAttribute("aria-expanded")).toBe("false");

    await wishlistPage(page).goto();
    await wishlistPage(page).openSavedSearches();
    const link = wishlistPage(page).savedSearches().filter({ hasText: "30,000원 이하" }).getByRole("link");
    expect(await link.getAttribute("href")).toBe("/mouth-inhalation?form=salt&vol=60&max=30000");
    await link.click();
    await page.waitForURL((url) => url.pathname === "/mouth-inhalation" && url.searchParams.get("max") === "30000");
  });
});

describe("community safety", () => {
  it("신고 needs a reason and happens once; a hidden post tells its own author why it is gone", async () => {
    const author = await newMember();
    const title = `숨길 글 ${unique()}`;
    const created = await callAsPage(author, "POST", "/api/community/posts", { board: "free", title, content: "<p>광고 문의</p>" });
    const postId = created.json.id as number;

    const reporter = await newMember(PHONE);
    await reporter.goto(`/community/post/${postId}`);
    await reporter.getByRole("button", { name: "신고", exact: true }).first().click();
    const form = reporter.getByTestId("report-form");
    await form.getByRole("button", { name: "신고하기" }).click();
    await form.getByText("신고 사유를 골라 주세요.").waitFor();
    await form.getByLabel("스팸·광고").check();
    await form.getByLabel("자세한 내용 (선택)").fill("연락처를 남기는 홍보 글");
    await form.getByRole("button", { name: "신고하기" }).click();
    await toast(reporter, "신고했습니다").waitFor();
    await reporter.screenshot({ path: `${SHOTS}/report-390.png` });
    await reporter.getByRole("button", { name: "신고", exact: true }).first().click();
    await form.getByLabel("욕설·비방").check();
    await form.getByRole("button", { name: "신고하기" }).click();
    await toast(reporter, "이미 신고했습니다. 운영진이 확인하고 있어요.").waitFor();

    const admin = await adminJar();
    const hidden = await fetchWithJar(admin, `${baseUrl()}/api/admin/community/reports`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl() },
      body: JSON.stringify({ targetType: "post", targetId: postId, decision: "hide" }),
    });
    expect(hidden.status).toBe(200);

    expect((await reporter.goto(`/community/post/${postId}`))!.status()).toBe(404);
    await reporter.getByText("페이지를 찾을 수 없습니다").waitFor();
    await reporter.waitForTimeout(500);
    expect(await reporter.getByTestId("hidden-post-notice").count()).toBe(0);

    expect((await author.goto(`/community/post/${postId}`))!.status()).toBe(404);
    const notice = author.getByTestId("hidden-post-notice");
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`내가 쓴 글 「${title}」은 숨김 처리되었습니다.`);
    await screenshotWithFont(author, `${SHOTS}/hidden-post-author-1280.png`);
  });
});

describe("small things", () => {
  it("19세 미만 나가기 leaves the site; the toasts' region has a Korean name", async () => {
    const page = await browser.page(PHONE);
    await page.goto("/products/1");
    const exit = page.getByRole("link", { name: "19세 미만 나가기" });
    expect(new URL((await exit.getAttribute("href"))!).origin).not.toBe(baseUrl());
    expect(await exit.getAttribute("href")).toBe("https://www.naver.com/");

    const member = await newMember(PHONE);
    await member.goto("/ranking");
    const region = member.locator("section[aria-label^='알림 메시지']");
    await region.waitFor({ state: "attached" });
    expect(await region.getAttribute("aria-label")).not.toContain("Notifications");
  });
});

describe("sign-up agreements", () => {
  for (const [name, viewport] of [
    ["390", PHONE],
    ["1280", DESKTOP],
  ] as const) {
    it(`asks for 이용약관 and 개인정보 수집·이용, offers 마케팅 정보 수신, each with its page (${name} px)`, async () => {
      const page = await browser.page(viewport);
      await page.goto("/auth/signup");
      const consents = page.getByTestId("sign-up-consents");
      await consents.scrollIntoViewIfNeeded();
      await screenshotWithFont(page, `${SHOTS}/sign-up-consent-${name}.png`);
      const id = unique();
      await page.getByLabel("이메일").fill(`consent-${id}@example.kr`);
      await page.getByLabel("비밀번호", { exact: true }).fill("consent-pass-2026");
      await page.getByLabel("비밀번호 확인").fill("consent-pass-2026");
      await page.getByLabel("닉네임").fill(`동의${id.slice(0, 6)}`);
      await page.getByLabel("출생연도").fill("1990");
      await page.getByRole("button", { name: "가입하기" }).click();
      await consents.getByText("이용약관에 동의해 주세요.").waitFor();
      await consents.getByText("개인정보 수집·이용에 동의해 주세요.").waitFor();

      // 전체 동의 ticks all three, and the links open each document's own page.
      await consents.getByLabel("전체 동의 (선택 항목 포함)").check();
      expect(await consents.getByLabel("[선택] 마케팅 정보 수신에 동의합니다.").isChecked()).toBe(true);
      await consents.getByLabel("전체 동의 (선택 항목 포함)").uncheck();
      await agreeToRequiredConsents(page);
      for (const [label, path, heading] of [
        ["이용약관 전문 보기", "/terms", "이용약관"],
        ["개인정보 수집·이용 전문 보기", "/privacy", "개인정보 수집·이용 동의"],
        ["마케팅 정보 수신 전문 보기", "/marketing-consent", "마케팅 정보 수신 동의"],
      ] as const) {
        expect(await consents.getByRole("link", { name: label }).getAttribute("href")).toBe(path);
        const documentPage = await browser.page(viewport);
        await documentPage.goto(path);
        await documentPage.getByRole("heading", { level: 1, name: heading }).waitFor();
        expect((await documentPage.getByTestId("legal-document").textContent())!.length).toBeGreaterThan(600);
      }

      // One answer creates the member and says a confirmation mail went out; it signs no one in (issue 56).
      const signUps = recordRequests(page, (url) => url.pathname.startsWith("/api/auth/callback"));
      await page.getByRole("button", { name: "가입하기" }).click();
      await page.getByTestId("sign-up-sent").getByText("확인 메일을 보냈습니다").waitFor();
      expect(signUps()).toEqual([]);
    });
  }
});
