import { mkdirSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../support/app-server";
import { startGoogleTestIssuer, type GoogleTestIssuer } from "../support/google-test-issuer";
import { startKoreanOAuthStandIn } from "../support/korean-oauth-stand-in";
import { linkIn, startSmtpStandIn } from "../support/smtp-stand-in";
import {
  agreeToRequiredConsents,
  DESKTOP,
  PHONE,
  formAlert,
  demoDataDir,
  openBrowserPerFile,
  screenshotWithFont,
  signInLink,
  signOut,
  signUp,
  userMenu,
} from "./pages";

// 카카오·네이버 sign-in (issue 30) against a local stand-in of both providers' OAuth endpoints; Google One Tap against the
// local Google (its GSI stand-in), for the Google link on /profile.
const browser = openBrowserPerFile();
const SHOTS = "test-results/korean-login";
mkdirSync(SHOTS, { recursive: true });

const PASSWORD = "e2e-pass-2026";
const unique = () => crypto.randomUUID().slice(0, 8);
const kakaoId = () => Math.floor(Math.random() * 1e12);

let provider: Awaited<ReturnType<typeof startKoreanOAuthStandIn>>;
let server: AppServer;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let google: GoogleTestIssuer;
const GOOGLE_CLIENT_ID = "e2e-client.apps.googleusercontent.com";

beforeAll(async () => {
  await browser.start();
  provider = await startKoreanOAuthStandIn({
    kakao: { clientId: "e2e-kakao-rest-key", clientSecret: "e2e-kakao-secret" },
    naver: { clientId: "e2e-naver-client", clientSecret: "e2e-naver-secret" },
  });
  smtp = await startSmtpStandIn();
  google = await startGoogleTestIssuer({ clientId: GOOGLE_CLIENT_ID });
  const googleEnv = { GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl, GOOGLE_GSI_SCRIPT_URL: google.gsiScriptUrl };
  server = await startAppServer({ ...provider.env, ...googleEnv, SMTP_URL: smtp.url }, { from: demoDataDir() });
  provider.registerSite(server.baseUrl);
}, 240_000);
afterAll(async () => {
  await browser.stop();
  await server?.stop();
  await provider?.stop();
  await smtp?.close();
  await google?.stop();
});

const open = (viewport: { width: number; height: number } = DESKTOP) => browser.page(viewport, server.baseUrl);
const kakaoButton = (page: Page) => page.getByRole("button", { name: "카카오 로그인" });
const naverButton = (page: Page) => page.getByRole("button", { name: "네이버 로그인" });
/** Clicks a client-side button once the page has hydrated (a click before that does nothing; a busy machine hydrates late). */
async function clickHydrated(page: Page, button: Locator) {
  await page.waitForLoadState("networkidle");
  await button.click();
}
const session = (page: Page) => page.evaluate(() => fetch("/api/auth/session").then((r) => r.json()));
const linkedAccount = (page: Page, id: "kakao" | "naver" | "google") => page.locator(`[data-testid=linked-account][data-provider=${id}]`);

/** Scrolls /profile's 연결된 계정 card to the top, below the sticky header. */
const showLinkedAccounts = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.getElementById("linked-accounts")!.getBoundingClientRect().top + window.scrollY - 72));

async function finishWelcome(page: Page, { nickname, birthYear }: { nickname: string; birthYear: string }) {
  await page.getByLabel("닉네임", { exact: true }).fill(nickname);
  await page.getByLabel("출생연도", { exact: true }).fill(birthYear);
  await agreeToRequiredConsents(page);
  await page.getByRole("button", { name: "동의하고 가입하기" }).click();
}

/** The e-mail form beside the provider buttons ("로그인" exactly: the buttons say "카카오 로그인"). */
async function signInWithPassword(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel("이메일").fill(email);
  await page.getByLabel("비밀번호").fill(password);
  await page.getByRole("button", { name: "로그인", exact: true }).click();
}

/** A signed-in password member whose e-mail is verified through the mailed link (only such an account may link). */
async function passwordMember(page: Page) {
  const email = `member-${unique()}@example.kr`;
  const nickname = `회원${unique().slice(0, 5)}`;
  await signUp(page, { email, nickname, password: PASSWORD });
  await page.waitForURL((url) => url.pathname === "/");
  await userMenu(page).waitFor();
  await page.goto(linkIn(await smtp.waitForMail({ to: email })).toString());
  await page.getByRole("button", { name: "이메일 인증하기" }).click();
  await page.getByText("이메일 인증을 마쳤습니다.").waitFor();
  return { email, nickname };
}

describe("카카오·네이버 sign-in", () => {
  it("shows the brand buttons on the sign-in page, and nothing of them on public pages for visitors", async () => {
    for (const [viewport, name] of [
      [PHONE, "390"],
      [DESKTOP, "1280"],
    ] as const) {
      const page = await open(viewport);
      await page.goto("/auth/signin");
      await kakaoButton(page).waitFor();
      expect(await kakaoButton(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(254, 229, 0)");
      expect(await naverButton(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(3, 199, 90)");
      await screenshotWithFont(page, `${SHOTS}/signin-buttons-${name}.png`);
    }

    // The home page loads no script that holds the buttons (they live in the /auth pages' chunks only).
    const page = await open(DESKTOP);
    const scripts: string[] = [];
    page.on("response", (r) => r.request().resourceType() === "script" && scripts.push(r.url()));
    await page.goto("/");
    await signInLink(page).waitFor();
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts) expect(await (await fetch(url)).text()).not.toContain("카카오 로그인");
  });

  it("makes a new member from a first Kakao sign-in: birth year (19+) and consent first", async () => {
    const email = `kakao-${unique()}@kakao.com`;
    provider.nextUser.kakao({ id: kakaoId(), nickname: "라이언", email });
    const page = await open(PHONE);
    await page.goto("/auth/signin?callbackUrl=%2Franking");
    await clickHydrated(page, kakaoButton(page));
    await page.waitForURL((url) => url.pathname === "/auth/welcome");
    await page.getByRole("heading", { name: "카카오로 가입하기" }).waitFor();
    expect(await page.getByLabel("닉네임", { exact: true }).inputValue()).toBe("라이언");
    await screenshotWithFont(page, `${SHOTS}/welcome-390.png`);

    // Under 19 by year age: refused with the Korean rule, still on the form.
    await finishWelcome(page, { nickname: `라이언${unique().slice(0, 4)}`, birthYear: String(new Date().getFullYear() - 15) });
    await expect.poll(() => page.locator("#field-birthYear-error").textContent()).toContain("19세 미만");
    expect(await session(page)).toEqual({});

    await finishWelcome(page, { nickname: `라이언${unique().slice(0, 4)}`, birthYear: "1995" });
    await page.waitForURL((url) => url.pathname === "/ranking");
    await userMenu(page).waitFor();
    expect((await session(page)).user).toMatchObject({ email, grade: "NORMAL" });

    // The token request used Kakao's client_secret_post, the stand-in saw the whole flow.
    const kakaoCalls = provider.requests().filter((r) => r.provider === "kakao");
    expect(kakaoCalls.map((r) => r.endpoint).slice(-3)).toEqual(["authorize", "token", "userinfo"]);
    expect(kakaoCalls.at(-2)!.params).toMatchObject({ client_id: "e2e-kakao-rest-key", client_secret: "e2e-kakao-secret" });

    // /profile: Kakao is linked and, the member's only way in, cannot be unlinked.
    await page.goto("/profile");
    await linkedAccount(page, "kakao").getByText("연결됨").waitFor();
    await linkedAccount(page, "kakao").getByRole("button", { name: "카카오 연결 해제" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "다른 로그인 방법이 없어" }).waitFor();
    await linkedAccount(page, "kakao").getByText("연결됨").waitFor();
  });

  it("lets an existing member link Naver on /profile, sign in with it, and unlink it again", async () => {
    const page = await open(DESKTOP);
    const member = await passwordMember(page);
    const naverUser = { id: `naver-${unique()}`, nickname: "네이버친구", email: `someone-${unique()}@gmail.com` };
    provider.nextUser.naver(naverUser);
    await page.goto("/profile");
    await linkedAccount(page, "naver").getByRole("button", { name: "네이버 계정 연결" }).click();
    await page.waitForURL((url) => url.pathname === "/profile" && url.searchParams.get("link") === "linked");
    await page.getByRole("status").filter({ hasText: "네이버 계정을 연결했습니다" }).waitFor();
    await linkedAccount(page, "naver").getByText("연결됨").waitFor();
    await showLinkedAccounts(page);
    await screenshotWithFont(page, `${SHOTS}/profile-linked-1280.png`);
    const phone = await page.context().newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto("/profile");
    await linkedAccount(phone, "naver").getByText("연결됨").waitFor();
    await showLinkedAccounts(phone);
    await screenshotWithFont(phone, `${SHOTS}/profile-linked-390.png`);
    await phone.close();

    // Signed out, the Naver account signs into the same member (the stand-in sent Basic client credentials or a post).
    await signOut(page);
    await signInLink(page).waitFor();
    provider.nextUser.naver(naverUser);
    await page.goto("/auth/signin");
    await clickHydrated(page, naverButton(page));
    await page.waitForURL((url) => url.pathname === "/");
    await userMenu(page).waitFor();
    expect((await session(page)).user).toMatchObject({ email: member.email, name: member.nickname });

    // With a password to fall back on, Naver can be unlinked.
    await page.goto("/profile");
    await linkedAccount(page, "naver").getByRole("button", { name: "네이버 연결 해제" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "네이버 연결을 해제했습니다." }).waitFor();
    await linkedAccount(page, "naver").getByRole("button", { name: "네이버 계정 연결" }).waitFor();
  });

  it("lets an existing member link Google on /profile, sign in with it by One Tap, and unlink it again", async () => {
    const page = await open(DESKTOP);
    const member = await passwordMember(page);
    const sub = `g-${unique()}`;
    // Google's account, with an address of its own: the link is the member's choice, never the e-mail's.
    const googleToken = () => google.signIdToken({ sub, email: `someone-${unique()}@gmail.com`, name: "구글친구" });
    await page.goto("/profile");
    google.offerCredential(await googleToken());
    await linkedAccount(page, "google").getByRole("button", { name: "구글 계정 연결" }).click();
    await page.waitForURL((url) => url.searchParams.get("link") === "linked" && url.searchParams.get("provider") === "google");
    await page.getByRole("status").filter({ hasText: "구글 계정을 연결했습니다" }).waitFor();
    await linkedAccount(page, "google").getByText("연결됨").waitFor();
    await showLinkedAccounts(page);
    await screenshotWithFont(page, `${SHOTS}/profile-google-linked-1280.png`);

    // Signed out, One Tap with the Google account signs into the same member.
    await signOut(page);
    await signInLink(page).waitFor();
    // Signing out lands on "/", whose One Tap asks for a credential too: offer the next one only after it has asked,
    // or "/" takes it and the sign-in it starts is cut short by the next navigation.
    await page.waitForURL((url) => url.pathname === "/");
    await page.waitForFunction(() => (window as { __gsi?: { asked?: boolean } }).__gsi?.asked === true);
    google.offerCredential(await googleToken());
    await page.goto("/ranking");
    await userMenu(page).waitFor();
    expect((await session(page)).user).toMatchObject({ email: member.email, name: member.nickname });

    // With a password to fall back on, Google can be unlinked.
    await page.goto("/profile");
    await linkedAccount(page, "google").getByRole("button", { name: "구글 연결 해제" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "구글 연결을 해제했습니다." }).waitFor();
    await linkedAccount(page, "google").getByRole("button", { name: "구글 계정 연결" }).waitFor();
  });

  it("never links an account by e-mail: verified or not, a taken address gets the same welcome page as a free one", async () => {
    const page = await open(DESKTOP);
    const member = await passwordMember(page);
    await signOut(page);
    await signInLink(page).waitFor();

    const welcomeText = async (email: string, emailVerified: boolean) => {
      provider.nextUser.kakao({ id: kakaoId(), nickname: "같은주소", email, emailVerified });
      await page.goto("/auth/signin");
      await clickHydrated(page, kakaoButton(page));
      await page.waitForURL((url) => url.pathname === "/auth/welcome");
      expect(await session(page)).toEqual({});
      return (await page.locator("main form").innerText()).replaceAll(email, "<email>");
    };
    const free = `free-${unique()}@kakao.com`;
    for (const emailVerified of [false, true])
      expect(await welcomeText(member.email, emailVerified)).toBe(await welcomeText(free, emailVerified));
    await screenshotWithFont(page, `${SHOTS}/welcome-taken-address-1280.png`);

    // The password still opens the member's own account, and nothing was linked to it.
    await page.goto("/auth/signin");
    await signInWithPassword(page, { email: member.email, password: PASSWORD });
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/profile");
    await linkedAccount(page, "kakao").getByRole("button", { name: "카카오 계정 연결" }).waitFor();
  });

  it("refuses a tampered state and a replayed callback with a Korean error on the sign-in page", async () => {
    const page = await open(PHONE);
    provider.nextUser.kakao({ id: kakaoId(), nickname: "변조", email: `tamper-${unique()}@kakao.com` });
    provider.tamperNextState("forged-state");
    await page.goto("/auth/signin");
    await clickHydrated(page, kakaoButton(page));
    await page.waitForURL((url) => url.pathname === "/auth/signin" && url.searchParams.has("error"));
    await expect.poll(() => formAlert(page).textContent()).toContain("카카오·네이버 로그인을 확인하지 못했습니다");
    expect(await session(page)).toEqual({});
    await screenshotWithFont(page, `${SHOTS}/signin-tampered-390.png`);

    // A callback URL used once (state and code spent) is refused when opened again.
    const callbacks: string[] = [];
    page.on("request", (r) => r.url().includes("/api/auth/callback/kakao") && callbacks.push(r.url()));
    provider.nextUser.kakao({ id: kakaoId(), nickname: "재사용", email: `replay-${unique()}@kakao.com` });
    await clickHydrated(page, kakaoButton(page));
    await page.waitForURL((url) => url.pathname === "/auth/welcome");
    expect(callbacks).toHaveLength(1);
    const fresh = await open(PHONE);
    await fresh.goto(callbacks[0]!);
    await fresh.waitForURL((url) => url.pathname === "/auth/signin" && url.searchParams.has("error"));
    await expect.poll(() => formAlert(fresh).textContent()).toContain("카카오·네이버 로그인을 확인하지 못했습니다");
    expect(await session(fresh)).toEqual({});
  });

  it("turns KakaoTalk alerts on at Kakao's consent screen from /profile, and off with 끊기", async () => {
    const id = kakaoId();
    provider.nextUser.kakao({ id, nickname: "알림친구", email: `talk-${unique()}@kakao.com` });
    const page = await open(PHONE);
    await page.goto("/auth/signin?callbackUrl=%2Fprofile");
    await clickHydrated(page, kakaoButton(page));
    await page.waitForURL((url) => url.pathname === "/auth/welcome");
    await finishWelcome(page, { nickname: `알림${unique().slice(0, 4)}`, birthYear: "1994" });
    await page.waitForURL((url) => url.pathname === "/profile");

    // With a Kakao app, 알림 설정 offers 카카오톡 per kind (the shared e2e server has none: accounts.e2e).
    await page.getByRole("checkbox", { name: "카카오톡 (가격 하락)" }).waitFor();
    const card = page.getByTestId("kakao-talk-card");
    provider.nextUser.kakao({ id, nickname: "알림친구" });
    await card.getByRole("button", { name: "카카오톡으로 알림 받기" }).click();
    await page.waitForURL((url) => url.pathname === "/profile" && url.searchParams.get("kakao_talk") === "connected");
    await card.getByText("카카오톡 알림을 켰습니다").waitFor();
    await card.getByRole("button", { name: "끊기" }).waitFor();
    const authorize = provider
      .requests()
      .filter((r) => r.provider === "kakao" && r.endpoint === "authorize")
      .at(-1)!;
    expect(authorize.params).toMatchObject({ scope: "talk_message", redirect_uri: `${server.baseUrl}/api/kakao-talk/callback` });
    expect(provider.kakaoTalk.consented(id)).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await screenshotWithFont(page, `${SHOTS}/profile-kakao-talk-390.png`);

    await card.getByRole("button", { name: "끊기" }).click();
    await page.waitForURL((url) => url.searchParams.get("kakao_talk") === "disconnected");
    await card.getByText("카카오톡 알림을 껐습니다").waitFor();
    await card.getByRole("button", { name: "카카오톡으로 알림 받기" }).waitFor();
    expect(provider.kakaoTalk.consented(id)).toBe(false);
  });
});
