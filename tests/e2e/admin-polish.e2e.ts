import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownDemoShopPort, SERVED_DEMO_SHOPS } from "@/demo/shops/demo-shop-origins";
import { DEMO_UNSEEDED_SHOP } from "@/demo/unseeded-shop-model";
import { AUDIT_ACTION_LABELS } from "@/domains/audit/audit-labels";
import { CRAWL_LOG_CODE_LABELS } from "@/domains/crawler/admin/crawl-log-labels";
import { AdminManufacturersPage, AdminSellerSitesPage, AdminShellPage, adminPagePaths, signInAs } from "./admin-pages";
import { DESKTOP, PHONE, openBrowserPerFile } from "./pages";

const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);
const unique = () => randomUUID().slice(0, 8);

/** Codes and keys that are for machines: none may reach an admin's screen. */
const RAW_CODE_PATTERNS: RegExp[] = [
  new RegExp(
    `(${Object.keys(AUDIT_ACTION_LABELS)
      .map((code) => code.replaceAll(".", "\\."))
      .join("|")})`,
  ),
  new RegExp(`\\b(${Object.keys(CRAWL_LOG_CODE_LABELS).join("|")})\\b`),
  /preset:|json-ld|hidden-input|data-attribute|microdata/,
  /\b(priceText|runnerUp|priceFrom|seller_site|held_price|unmatched_page)\b/,
  /\(HTTP \d+\) \(HTTP \d+\)/,
  /#(?=[0-9a-f]*[a-f])[0-9a-f]{8}\b/, // a member or thing named by the start of its uuid
];
const rawCodesIn = (text: string) => RAW_CODE_PATTERNS.flatMap((pattern) => text.match(pattern)?.[0] ?? []);
const mainText = (page: Page) => page.locator("main").innerText();

/** Scrolls a table's box sideways (`"end"`: all the way) and resolves once it stands there (a smooth scroll takes frames). */
const scrollSideways = (box: Element, by: number | "end") =>
  new Promise<void>((resolve) => {
    const target = Math.min(box.scrollLeft + (by === "end" ? box.scrollWidth : by), box.scrollWidth - box.clientWidth);
    box.scrollBy({ left: by === "end" ? box.scrollWidth : by });
    const settled = () => (Math.abs(box.scrollLeft - target) < 1 ? requestAnimationFrame(() => resolve()) : requestAnimationFrame(settled));
    requestAnimationFrame(settled);
  });

type UnmatchedPage = { page: { id: number; url: string; suggestions: unknown[] } };
type AutomaticDecision = { page: { id: number; url: string; decision: string; sellerSiteId: number } };

/**
 * 베이프스퀘어 (the demo shop the catalogue lacks) added through onboarding: its first crawl matches nine of its pages
 * to catalogue products by itself. Answers them, and a clean-up that takes every decision back and removes the shop.
 */
async function onboardUnseededShop(page: Page) {
  const origin = new URL(page.url()).origin;
  const post = (path: string, data: unknown) => page.request.post(path, { headers: { origin, "content-type": "application/json" }, data });
  const vapemall = new URL(await new AdminSellerSitesPage(page).demoShopsOrigin());
  vapemall.port = String(ownDemoShopPort(Number(vapemall.port) - 1, SERVED_DEMO_SHOPS.indexOf(DEMO_UNSEEDED_SHOP)));
  const shop = await (await post("/api/admin/seller-sites/inspect", { url: `${vapemall.origin}/${DEMO_UNSEEDED_SHOP.slug}/` })).json();
  const onboarded = await post("/api/admin/seller-sites/onboard", {
    name: `검토 ${unique()}`,
    baseUrl: shop.baseUrl,
    platform: shop.platform.platform,
    shippingFee: 3000,
    listUrls: shop.listUrls,
  });
  expect(onboarded.status()).toBe(200);
  const { id } = await onboarded.json();
  const decisions = async () =>
    ((await (await page.request.get("/api/admin/products/unmatched?view=automatic")).json()).pages as AutomaticDecision[]).filter(
      (item) => item.page.sellerSiteId === id,
    );
  await expect.poll(async () => (await decisions()).filter((item) => item.page.decision === "match").length, { timeout: 90_000 }).toBe(9);
  const decided = await decisions();
  return {
    matched: decided.filter((item) => item.page.decision === "match"),
    undo: (pageId: number) => post(`/api/admin/products/unmatched/${pageId}/automatic`, { verdict: "undo" }),
    cleanUp: async () => {
      for (const item of await decisions()) await post(`/api/admin/products/unmatched/${item.page.id}/automatic`, { verdict: "undo" });
      await page.request.delete(`/api/admin/seller-sites/${id}`, { headers: { origin } });
    },
  };
}

describe("admin safety and readability", () => {
  it("keeps an audit log an admin can filter: Korean actions, who, what (linked), before → after", async () => {
    const page = await browser.page(DESKTOP);
    await signInAs(page);
    const maker = `감사제조 ${unique()}`;
    await new AdminManufacturersPage(page).create(maker);

    const shell = new AdminShellPage(page);
    await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "감사 로그" }).click();
    await page.getByRole("heading", { level: 1, name: "감사 로그" }).waitFor();
    expect(await shell.title().textContent()).toBe("감사 로그");

    const filters = page.getByRole("form", { name: "감사 로그 조건" });
    await filters.getByLabel("작업", { exact: true }).selectOption({ label: "제조사 추가" });
    await filters.getByRole("button", { name: "적용" }).click();
    await page.waitForURL(/action=manufacturer\.create/);
    const entry = page.getByTestId("audit-entry").filter({ hasText: maker });
    await entry.waitFor();
    expect(await entry.innerText()).toMatch(/제조사 추가/);
    expect(await entry.getByRole("cell").nth(1).innerText()).not.toMatch(/@|^관리자$/); // the admin's name, not an e-mail
    expect(await entry.innerText()).toContain(`이름: — → ${maker}`);
    const rows = await page.getByTestId("audit-entry").allInnerTexts();
    expect(rows.every((row) => row.includes("제조사 추가"))).toBe(true);

    // Narrowed to yesterday and before, today's entry is gone; the target link leads to the manufacturers.
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Asia/Seoul" });
    await filters.getByLabel("종료일").fill(yesterday);
    await filters.getByRole("button", { name: "적용" }).click();
    await page.waitForURL(new RegExp(`to=${yesterday}`));
    await page.getByTestId("audit-entry").filter({ hasText: maker }).waitFor({ state: "detached" });

    await page.goto("/admin/audit-log?action=manufacturer.create");
    await page
      .getByTestId("audit-entry")
      .filter({ hasText: maker })
      .getByRole("link", { name: /^제조사 #\d+$/ })
      .click();
    await page.getByRole("heading", { level: 1, name: "제조사 관리" }).waitFor();
  });

  it("asks before a review-queue suggestion links a shop's page to a product", async () => {
    const page = await browser.page(DESKTOP);
    await signInAs(page);
    const shell = new AdminShellPage(page);
    await shell.open("/admin/seller-sites", "판매처 관리");
    const shop = await onboardUnseededShop(page);
    try {
      const taken = shop.matched[0]!.page;
      expect((await shop.undo(taken.id)).status()).toBe(200); // back in the queue, its product as the suggestion
      await shell.open("/admin/products/review", "검토 대기열");
      const item = page.getByRole("listitem").filter({ has: page.locator(`a[href="${taken.url}"]`) });
      const suggestion = item.getByRole("button", { name: /\(\d+%\)$/ }).first();
      const productName = (await suggestion.innerText()).replace(/ \(\d+%\)$/, "");

      await suggestion.click();
      const dialog = page.getByRole("dialog");
      expect(await dialog.innerText()).toContain(`이 페이지를 ‘${productName}’ 상품에 연결할까요?`);
      await dialog.getByRole("button", { name: "취소" }).click();
      await dialog.waitFor({ state: "detached" });
      const queue = (await (await page.request.get("/api/admin/products/unmatched")).json()).pages as UnmatchedPage[];
      expect(queue.some((queued) => queued.page.url === taken.url)).toBe(true);

      await suggestion.click();
      await shell.confirm("연결");
      await shell.toast("판매처 상품으로 연결했습니다.");
      await item.waitFor({ state: "detached" });
    } finally {
      await shop.cleanUp();
    }
  }, 180_000);

  it("refreshes a seller site's row after 지금 크롤링, without a reload", async () => {
    const page = await browser.page(DESKTOP);
    await signInAs(page);
    const sites = new AdminSellerSitesPage(page);
    await sites.open("/admin/seller-sites", "판매처 관리");
    await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
    const row = page.getByRole("row").filter({ hasText: "전자담배24" });
    const before = await row.innerText();
    await row.getByRole("button", { name: "지금 크롤링" }).click();
    await sites.toast("전자담배24 크롤링을 시작했습니다");
    // The run it started shows in the row (진행 중, then its outcome and time) while the page stays the same page.
    await expect.poll(() => row.innerText(), { timeout: 60_000 }).not.toBe(before);
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  }, 120_000);

  it("refuses a second seller site at the same address, in Korean", async () => {
    const page = await browser.page(DESKTOP);
    await signInAs(page);
    const sites = new AdminSellerSitesPage(page);
    await sites.open("/admin/seller-sites", "판매처 관리");
    const origin = await sites.demoShopsOrigin();
    await page.getByRole("button", { name: "판매처 추가" }).click();
    await page.getByLabel("판매처 이름").fill(`중복 ${unique()}`);
    await page
      .getByLabel("쇼핑몰 주소")
      .last()
      .fill(`${origin.replace("http://", "HTTP://")}/vapemall/`);
    await page.getByRole("button", { name: "저장" }).click();
    await sites.toast("같은 주소의 판매처 ‘베이프몰’이(가) 이미 있습니다. 그 판매처를 편집해 주세요.");
  });

  it("shows no raw codes on any admin page, its crawl log lines or a failed URL test", async () => {
    const page = await browser.page(DESKTOP);
    await signInAs(page);
    const found: Record<string, string[]> = {};
    for (const pathname of adminPagePaths()) {
      await page.goto(pathname);
      await page.getByRole("heading", { level: 1 }).waitFor();
      const codes = rawCodesIn(await mainText(page));
      if (codes.length) found[pathname] = codes;
    }
    // The crawl log's page lines (codes and methods live there) and a URL test of a missing page (its HTTP status).
    await page.goto("/admin/crawler-logs");
    const runs = page.getByTestId("crawl-run");
    for (let i = 0; i < Math.min(3, await runs.count()); i++) {
      await runs.nth(i).getByRole("button", { name: "페이지", exact: true }).click();
      await page.getByText("불러오는 중…").waitFor({ state: "detached" });
      const codes = rawCodesIn(await mainText(page));
      if (codes.length) found[`/admin/crawler-logs run ${i}`] = codes;
    }
    const sites = new AdminSellerSitesPage(page);
    await sites.open("/admin/seller-sites", "판매처 관리");
    await page.getByLabel("테스트할 주소").fill(`${await sites.demoShopsOrigin()}/vapemall/product/no-such-page`);
    await page.getByRole("button", { name: "테스트", exact: true }).click();
    const failure = page.getByRole("alert").filter({ hasText: "페이지를 가져오지 못했습니다" });
    await failure.waitFor({ timeout: 30_000 });
    expect(await failure.innerText()).toMatch(/HTTP 404/);
    const codes = rawCodesIn(await mainText(page));
    if (codes.length) found["URL 테스트"] = codes;
    expect(found).toEqual({});
  });
});

describe("admin tables at 1280 and 390 px", () => {
  it("shows the seller sites' 관리 column whole on a desktop", async () => {
    const page = await browser.page(DESKTOP);
    await signInAs(page);
    await new AdminShellPage(page).open("/admin/seller-sites", "판매처 관리");
    const edit = page.getByRole("row").filter({ hasText: "베이프몰" }).getByRole("button", { name: "편집" });
    const box = (await edit.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
    const scroller = page.locator("table").last().locator("xpath=..");
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  });

  it("keeps makers' and shops' names in view on a phone while their table scrolls sideways", async () => {
    const page = await browser.page(PHONE);
    await signInAs(page);
    for (const [path, heading, name] of [
      ["/admin/manufacturers", "제조사 관리", 0],
      ["/admin/seller-sites", "판매처 관리", 0],
    ] as const) {
      await new AdminShellPage(page).open(path, heading);
      const table = page.locator("table").last();
      const firstCell = table.locator("tbody tr").first().locator("td").nth(name);
      const before = (await firstCell.boundingBox())!;
      await table.locator("xpath=..").evaluate(scrollSideways, 400);
      const after = (await firstCell.boundingBox())!;
      expect(after.x, path).toBeCloseTo(before.x, 0);
    }
  });

  it("leaves a row's buttons clear of the name column on a phone once its table is scrolled to the end", async () => {
    const page = await browser.page(PHONE);
    await signInAs(page);
    const hidden: Record<string, string[]> = {};
    for (const [path, heading] of [
      ["/admin/manufacturers", "제조사 관리"],
      ["/admin/seller-sites", "판매처 관리"],
    ] as const) {
      await new AdminShellPage(page).open(path, heading);
      const table = page.locator("table").last();
      await table.locator("xpath=..").evaluate(scrollSideways, "end" as const);
      const row = table.locator("tbody tr").first();
      const nameEdge = await row
        .locator("td")
        .first()
        .evaluate((td) => td.getBoundingClientRect().right);
      for (const button of await row.locator("td").last().getByRole("button").all()) {
        const box = (await button.boundingBox())!;
        if (box.x < nameEdge - 1) (hidden[path] ??= []).push(await button.innerText());
      }
    }
    expect(hidden).toEqual({});
  });
});
