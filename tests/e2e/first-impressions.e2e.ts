import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { startAppServer, type AppServer } from "../support/app-server";
import { linkIn, startSmtpStandIn } from "../support/smtp-stand-in";
import {
  currentPage,
  DESKTOP,
  filterBox,
  filterChips,
  forgotPasswordLink,
  demoDataDir,
  formStatus,
  openBrowserPerFile,
  openFilters,
  closeFilters,
  PHONE,
  removeFilterChip,
  requestPasswordReset,
  setNewPassword,
  signIn,
  signInLink,
  signOut,
  signUp,
  siteFooter,
  siteHeader,
  tileLinks,
  userMenu,
} from "./pages";

// A shopper's first minutes on a server started with only PORT set (no BASE_URL), mail through a local SMTP stand-in.
const browser = openBrowserPerFile();
let server: AppServer;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;

beforeAll(async () => {
  await browser.start();
  smtp = await startSmtpStandIn();
  server = await startAppServer({ SMTP_URL: smtp.url }, { withBaseUrl: false, from: demoDataDir() });
}, 240_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await browser.stop();
});

const open = (viewport: { width: number; height: number } = DESKTOP) => browser.page(viewport, server.baseUrl);
const unique = () => crypto.randomUUID().slice(0, 8);

describe("first impressions", () => {
  it("signs in and out without leaving the site, and links point at the port it runs on", async () => {
    expect(server.port).not.toBe(3000);
    const page = await open(PHONE);
    await page.goto("/ranking");
    await page.getByTestId("signin-link").click();
    await page.waitForURL((url) => url.pathname === "/auth/signin");
    await signIn(page, DEMO_ACCOUNTS.member);
    await userMenu(page).waitFor();
    expect(new URL(page.url()).origin).toBe(server.baseUrl);

    await signOut(page);
    await signInLink(page).waitFor();
    expect(new URL(page.url()).origin).toBe(server.baseUrl);
    expect(new URL(page.url()).pathname).toBe("/");

    const ogUrl = await page.locator('meta[property="og:url"]').getAttribute("content");
    expect(new URL(ogUrl!).href).toBe(`${server.baseUrl}/`);
    expect(await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()).toContain(`<loc>${server.baseUrl}/products/1</loc>`);
  });

  it("keeps the header, footer and a way on on every 404, and says 없는 상품 before any 19+ notice", async () => {
    const page = await open(PHONE);
    for (const path of ["/wishlist-nowhere", "/no/such/page"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await siteHeader(page).waitFor();
      await siteFooter(page).waitFor();
      expect(await page.getByRole("heading", { name: "페이지를 찾을 수 없습니다" }).count()).toBe(1);
      expect(await page.getByRole("navigation", { name: "다른 곳으로" }).getByRole("link").count()).toBeGreaterThanOrEqual(3);
    }
    await page.getByRole("search").last().getByRole("searchbox").fill("망고");
    await page.getByRole("search").last().getByRole("button", { name: "검색" }).click();
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "망고");

    const missing = await page.goto("/products/999999");
    expect(missing?.status()).toBe(404);
    // Next answers this 404 with its error document and draws the not-found view from the RSC payload on the client.
    await page.getByRole("heading", { name: "없는 상품입니다" }).waitFor();
    expect(await page.getByRole("heading", { name: "없는 상품입니다" }).count()).toBe(1);
    expect(await page.getByRole("region", { name: "청소년 이용 불가" }).count()).toBe(0);
    await siteHeader(page).waitFor();
    // An existing product still asks first.
    await page.goto("/products/1");
    await page.getByRole("region", { name: "청소년 이용 불가" }).waitFor();
  });

  // 프리베이스, not 솔트: the demo's listed liquids are 무니코틴 and freebase under the default policy (LAWFUL).
  it("applies listing filters as they change, shows them as removable chips and clamps a page past the end", async () => {
    const page = await open(PHONE);
    await page.goto("/mouth-inhalation");
    await openFilters(page);
    await filterBox(page, "tag", "과일").check();
    await page.waitForURL((url) => url.searchParams.getAll("tag").includes("과일"));
    await filterBox(page, "form", "freebase").check();
    await page.waitForURL((url) => url.searchParams.get("form") === "freebase" && url.searchParams.has("tag"));
    await closeFilters(page);
    await expect.poll(() => filterChips(page).allTextContents()).toEqual(["과일", "프리베이스"]);

    await removeFilterChip(page, "과일");
    await page.waitForURL((url) => !url.searchParams.has("tag") && url.searchParams.get("form") === "freebase");
    await expect.poll(() => filterChips(page).allTextContents()).toEqual(["프리베이스"]);
    // The panel, opened again, has the chip's box unticked.
    await openFilters(page);
    await expect.poll(() => filterBox(page, "tag", "과일").isChecked()).toBe(false);
    await closeFilters(page);

    await page.getByRole("link", { name: "목록으로 보기" }).click();
    await page.waitForURL((url) => url.searchParams.get("view") === "list");
    const tiles = tileLinks(page);
    const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
    expect(first!.height).toBeLessThan(160);
    expect(second!.y).toBeGreaterThan(first!.y);

    const response = await page.goto("/mouth-inhalation?form=freebase&page=99");
    expect(response?.status()).toBe(200);
    expect(await tiles.count()).toBeGreaterThan(0);
    const last = Number(await currentPage(page).textContent());
    expect(last).toBeGreaterThan(1);
    expect(last).toBeLessThan(99);
  });

  it("resets a forgotten password through the mailed one-time link and ends the old sessions", async () => {
    const email = `reset-${unique()}@example.kr`;
    const member = await open(DESKTOP);
    await signUp(member, { email, password: "first-pass-2026", nickname: `리셋${unique().slice(0, 4)}` });
    await userMenu(member).waitFor();

    const page = await open(PHONE);
    await page.goto("/auth/signin");
    await forgotPasswordLink(page).click();
    await page.waitForURL((url) => url.pathname === "/auth/forgot-password");
    await requestPasswordReset(page, email);
    await expect.poll(() => formStatus(page).textContent()).toContain("재설정 링크를 보냈습니다");
    // An unknown address gets the very same answer.
    const answer = await formStatus(page).textContent();
    await requestPasswordReset(page, `nobody-${unique()}@example.kr`);
    await expect.poll(() => formStatus(page).textContent()).toBe(answer);

    // Her first mail is the sign-up's e-mail verification (HARDENING-3); the reset link comes in a mail of its own.
    const link = linkIn(await smtp.waitForMail({ to: email, subject: "비밀번호 재설정" }));
    expect(link.origin).toBe(server.baseUrl);
    await page.goto(link.href);
    await setNewPassword(page, "second-pass-2026");
    await page.getByText("비밀번호를 바꿨습니다.").waitFor();

    await member.reload();
    await signInLink(member).waitFor();

    await page.getByRole("link", { name: "로그인하러 가기" }).click();
    await signIn(page, { email, password: "second-pass-2026" });
    await userMenu(page).waitFor();

    // A spent link is refused as its page opens, before anyone types two passwords.
    const again = await open(PHONE);
    await again.goto(link.href);
    expect(await again.getByTestId("reset-link-refused").textContent()).toContain("만료되었거나 이미 사용되었습니다");
    expect(await again.getByLabel("새 비밀번호", { exact: true }).count()).toBe(0);
    await again.getByRole("link", { name: "비밀번호 찾기" }).click();
    await again.waitForURL((url) => url.pathname === "/auth/forgot-password");
  });
});
