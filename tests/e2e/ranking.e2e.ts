import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { startAppServer, type AppServer } from "../support/app-server";
import { signInOverHttp } from "../support/http-sign-in";
import { DESKTOP, PHONE, demoDataDir, openBrowserPerFile, signIn } from "./pages";

const browser = openBrowserPerFile();
const BEACON = "/api/analytics/page-view";
const PUBLIC_VISIT = ["/", "/mouth-inhalation", "/products/1", "/ranking", "/community"];

/** Every request a page makes, as URLs, and the page-view beacons among them (their paths). */
function recordRequests(page: Page) {
  const urls: string[] = [];
  const beacons: string[] = [];
  page.on("request", (request) => {
    urls.push(request.url());
    if (new URL(request.url()).pathname === BEACON) beacons.push(JSON.parse(request.postData() ?? "{}").path);
  });
  return { urls, beacons };
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

beforeAll(() => browser.start());
afterAll(() => browser.stop());

describe("ranking and first-party page views (no third-party ids)", () => {
  it("makes no request beyond localhost on a visit to home, listing, product, ranking and community, and beacons every page", async () => {
    const page = await browser.adultPage(PHONE);
    const { urls, beacons } = recordRequests(page);
    for (const path of PUBLIC_VISIT) await visit(page, path);
    const foreign = urls.filter((url) => !["localhost", "127.0.0.1"].includes(new URL(url).hostname) && !url.startsWith("data:"));
    expect(foreign).toEqual([]);
    expect(beacons).toEqual(PUBLIC_VISIT);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "ap_vid")).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  });

  it("beacons client-side navigations, never an /admin page", async () => {
    const page = await browser.page(DESKTOP);
    const { beacons } = recordRequests(page);
    await visit(page, "/");
    await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "랭킹" }).click();
    await page.waitForURL((url) => url.pathname === "/ranking");
    await expect.poll(() => beacons).toEqual(["/", "/ranking"]);

    await page.goto("/auth/signin?callbackUrl=/admin");
    await signIn(page, DEMO_ACCOUNTS.admin);
    await page.waitForURL((url) => url.pathname === "/admin");
    await page.getByRole("heading", { name: "페이지뷰" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(beacons.filter((path) => path.startsWith("/admin"))).toEqual([]);
  });

  it("shows the stored boards with their movement, tabs and filters", async () => {
    const page = await browser.page(PHONE);
    await visit(page, "/ranking");
    const list = page.getByTestId("ranking-list");
    expect(await list.getByTestId("ranking-entry").count()).toBeGreaterThanOrEqual(10);
    // The demo stores yesterday's and today's snapshots: every entry shows ▲n, ▼n, NEW or –.
    const marks = await list
      .locator("[aria-label$='상승'], [aria-label$='하락'], [aria-label='새로 진입'], [aria-label='변동 없음']")
      .count();
    expect(marks).toBe(await list.getByTestId("ranking-entry").count());

    await page.getByRole("navigation", { name: "호흡 방식" }).getByRole("link", { name: "폐호흡" }).click();
    await page.waitForURL((url) => url.searchParams.get("type") === "DL");
    await page.getByRole("navigation", { name: "기간" }).getByRole("link", { name: "30일" }).click();
    await page.waitForURL((url) => url.searchParams.get("days") === "30" && url.searchParams.get("type") === "DL");
    expect(await page.getByTestId("ranking-entry").count()).toBeGreaterThan(0);

    for (const [tab, expected] of [
      ["판매처", /최저가 \d+%/],
      ["인기 검색어", /검색 \d+회/],
      ["찜 많은", /찜 \d+명/],
    ] as const) {
      await page.getByRole("navigation", { name: "랭킹 종류" }).getByRole("link", { name: tab }).click();
      await page.getByRole("navigation", { name: "랭킹 종류" }).locator("[aria-current=page]", { hasText: tab }).waitFor();
      expect(await page.getByTestId("ranking-list").innerText()).toMatch(expected);
    }
    await visit(page, "/");
    expect(await page.getByTestId("ranking-highlight").count()).toBeGreaterThanOrEqual(4);
  });
});

describe("third-party scripts with ids configured", () => {
  let server: AppServer;
  let standIn: Server;
  const served: string[] = [];

  beforeAll(async () => {
    // A local stand-in for gtag.js and adsbygoogle.js, reached through GA_SCRIPT_URL / ADSENSE_SCRIPT_URL.
    standIn = createServer((req, res) => {
      served.push(req.url!);
      res.writeHead(200, { "content-type": "text/javascript", "access-control-allow-origin": "*" });
      res.end(`window.__standIn = (window.__standIn || []).concat(${JSON.stringify(req.url)});`);
    });
    await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
    const standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
    server = await startAppServer(
      {
        GA_MEASUREMENT_ID: "G-E2ETEST1",
        ADSENSE_CLIENT_ID: "ca-pub-1234567890",
        GA_SCRIPT_URL: `${standInUrl}/gtag/js`,
        ADSENSE_SCRIPT_URL: `${standInUrl}/pagead/js/adsbygoogle.js`,
      },
      { from: demoDataDir() },
    );
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => standIn?.close(resolve));
  });

  it("loads GA and AdSense through next/script, sends GA page views on client navigation, reserves a 광고 slot, and leaves /admin alone", async () => {
    const page = await browser.page(PHONE, server.baseUrl);
    const blocked: string[] = [];
    page.on("console", (message) => message.text().includes("Content Security Policy") && blocked.push(message.text()));
    await visit(page, "/");
    expect(served).toEqual(expect.arrayContaining(["/gtag/js?id=G-E2ETEST1", "/pagead/js/adsbygoogle.js?client=ca-pub-1234567890"]));
    expect(await page.evaluate(() => (window as unknown as { __standIn: string[] }).__standIn.length)).toBe(2);

    const slot = page.getByTestId("ad-slot");
    expect(await slot.getByText("광고", { exact: true }).isVisible()).toBe(true);
    const reserved = await slot.locator("ins.adsbygoogle").evaluate((el) => el.parentElement!.getBoundingClientRect().height);
    expect(reserved).toBe(100);

    await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "랭킹" }).click();
    await page.waitForURL((url) => url.pathname === "/ranking");
    const pageViews = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
          .map((args) => Array.from(args))
          .filter((args) => args[0] === "event" && args[1] === "page_view")
          .map((args) => (args[2] as { page_path: string }).page_path),
      );
    await expect.poll(pageViews).toEqual(["/", "/ranking"]);
    expect(blocked).toEqual([]);

    const before = served.length;
    const admin = await browser.page(DESKTOP, server.baseUrl);
    const { email, password } = DEMO_ACCOUNTS.admin;
    const { jar } = await signInOverHttp({ baseUrl: server.baseUrl, fields: { email, password } });
    await admin
      .context()
      .addCookies([{ name: "next-auth.session-token", value: jar.get("next-auth.session-token")!, url: server.baseUrl }]);
    await visit(admin, "/admin");
    await admin.getByRole("heading", { name: "대시보드" }).waitFor();
    expect(await admin.getByTestId("ad-slot").count()).toBe(0);
    expect(await admin.evaluate(() => "dataLayer" in window)).toBe(false);
    expect(served.length).toBe(before);
  });
});
