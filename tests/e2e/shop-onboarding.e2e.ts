import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownDemoShopPort, SERVED_DEMO_SHOPS } from "@/demo/shops/demo-shop-origins";
import { DEMO_UNSEEDED_SHOP } from "@/demo/unseeded-shop-model";
import { AdminSellerSitesPage, signInAs } from "./admin-pages";
import { DESKTOP, PHONE, openBrowserPerFile, screenshotWithFont } from "./pages";

const browser = openBrowserPerFile();
beforeAll(browser.start);
afterAll(browser.stop);
const shots = process.env.ADMIN_SHOTS_DIR ?? "test-results/admin-shots";
mkdirSync(shots, { recursive: true });
/**
 * A full-page screenshot once the page is idle. Korean is set in Pretendard only from a second view (a first visit
 * paints in the system font and fetches its subsets when idle), so each test lets its first view go idle before reading a shop.
 */
async function shoot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

describe("shop onboarding in /admin/seller-sites (demo admin, Chromium)", () => {
  it("reads a demo shop from its address at 1280 px and refuses to add it twice", async () => {
    const page = await browser.page(DESKTOP);
    await signInAs(page);
    const sites = new AdminSellerSitesPage(page);
    await sites.open("/admin/seller-sites", "판매처 관리");
    await page.waitForLoadState("networkidle");
    const origin = await sites.demoShopsOrigin();
    await sites.readShop(`${origin}/vapemall/`);

    expect(await page.getByTestId("detected-platform").textContent()).toBe("카페24");
    expect(Number((await page.getByTestId("product-page-count").textContent())!.replace(/\D/g, ""))).toBeGreaterThan(200);
    const samples = page.getByTestId("sample-read");
    expect(await samples.count()).toBe(3);
    for (const text of await samples.allTextContents()) expect(text).toMatch(/[\d,]+원.*판매중/);
    await page.getByText("이 주소는 이미 ‘베이프몰’(으)로 등록되어 있습니다.").waitFor();
    expect(await page.getByLabel(/^목록 페이지/).inputValue()).toContain("/vapemall/product/list.html?cate_no=24");
    await shoot(page, `onboarding-read-${DESKTOP.width}`);

    // Saved again under another name, the same shop is refused: one shop, one seller site (베이프스퀘어 below is saved).
    await page.getByLabel("판매처 이름").fill(`베이프몰 온보딩 ${crypto.randomUUID().slice(0, 4)}`);
    await page.getByRole("button", { name: "저장하고 첫 크롤링 시작" }).click();
    await sites.toast("같은 주소의 판매처 ‘베이프몰’이(가) 이미 있습니다. 그 판매처를 편집해 주세요.");
  });

  it("fits a phone at 390 px: the read shop's facts and test reads, no sideways page scroll", async () => {
    const page = await browser.page(PHONE);
    await signInAs(page);
    const sites = new AdminSellerSitesPage(page);
    await sites.open("/admin/seller-sites", "판매처 관리");
    await page.waitForLoadState("networkidle");
    await sites.readShop(`${await sites.demoShopsOrigin()}/jeondam-market/`);
    expect(await page.getByTestId("detected-platform").textContent()).toBe("고도몰");
    expect(await page.getByTestId("sample-read").count()).toBe(3);
    await page.getByRole("button", { name: "저장하고 첫 크롤링 시작" }).waitFor();
    for (const text of await page.getByTestId("sample-read").allTextContents()) expect(text).toMatch(/[\d,]+원 · (판매중|품절) · /);
    await shoot(page, `onboarding-read-${PHONE.width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  it("says in Korean what is wrong with an address it cannot read", async () => {
    const page = await browser.page(DESKTOP);
    await signInAs(page);
    const sites = new AdminSellerSitesPage(page);
    await sites.open("/admin/seller-sites", "판매처 관리");
    await page.waitForLoadState("networkidle");
    await page.getByLabel("쇼핑몰 주소").fill("http://10.0.0.1/");
    await page.getByRole("button", { name: "쇼핑몰 읽기" }).click();
    await sites.toast(/쇼핑몰 주소를 읽지 못했습니다: 내부망/);
  });

  describe.each([DESKTOP, PHONE])("the demo shop the catalogue lacks (베이프스퀘어) at %o", (viewport) => {
    it("is added from its address with no selector typed; its first crawl matches or creates its liquids and skips the rest", async () => {
      const page = await browser.page(viewport);
      await signInAs(page);
      const sites = new AdminSellerSitesPage(page);
      await sites.open("/admin/seller-sites", "판매처 관리");
      await page.waitForLoadState("networkidle");
      // Its own port, the last of the demo shops': as the start-up log and the README give it.
      const vapemall = new URL(await sites.demoShopsOrigin());
      vapemall.port = String(ownDemoShopPort(Number(vapemall.port) - 1, SERVED_DEMO_SHOPS.indexOf(DEMO_UNSEEDED_SHOP)));
      await sites.readShop(`${vapemall.origin}/${DEMO_UNSEEDED_SHOP.slug}/`);

      expect(await page.getByTestId("detected-platform").textContent()).toBe("아임웹형");
      expect(Number((await page.getByTestId("product-page-count").textContent())!.replace(/\D/g, ""))).toBe(20);
      expect(await page.getByTestId("sample-read").count()).toBe(3);
      for (const text of await page.getByTestId("sample-read").allTextContents()) expect(text).toMatch(/[\d,]+원.*판매중/);
      expect(await page.getByLabel("판매처 이름").inputValue()).toBe("베이프스퀘어");
      expect(await page.getByText("이미").count()).toBe(0);
      await page.getByTestId("shop-inspection").scrollIntoViewIfNeeded();
      await screenshotWithFont(page, `${shots}/onboarding-vape-square-read-${viewport.width}.png`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

      await page.getByRole("button", { name: "저장하고 첫 크롤링 시작" }).click();
      await sites.toast("‘베이프스퀘어’을(를) 추가했습니다. 첫 크롤링을 시작했습니다.");
      const { sites: all } = await (await page.request.get("/api/admin/seller-sites")).json();
      const id = all.find((site: { name: string }) => site.name === "베이프스퀘어").id as number;
      let runs: Array<{ status: string }> = [];
      for (let i = 0; i < 120 && runs.filter((run) => run.status !== "running").length < 2; i++) {
        await page.waitForTimeout(500);
        runs = (await (await page.request.get(`/api/admin/crawler-logs?siteId=${id}`)).json()).runs;
      }
      expect(runs.filter((run) => run.status !== "running").map((run) => run.status)).toEqual(["ok", "ok"]);

      // Its twenty pages: nine liquids and two sets of known ones matched, six created (the admin's one-click check), three pods and accessories skipped.
      type Automatic = { page: { id: number; url: string; decision: string; sellerSiteId: number } };
      const automatic = async (): Promise<Automatic[]> =>
        ((await (await page.request.get("/api/admin/products/unmatched?view=automatic")).json()).pages as Automatic[]).filter(
          (item) => item.page.sellerSiteId === id,
        );
      const decided = await automatic();
      expect(decided.filter((item) => item.page.decision === "match")).toHaveLength(11);
      expect(decided.filter((item) => item.page.decision === "new")).toHaveLength(6);

      await sites.open("/admin/products/review", "검토 대기열");
      const first = page.getByRole("listitem").filter({ hasText: "베이프스퀘어" }).first();
      await first.scrollIntoViewIfNeeded();
      await screenshotWithFont(page, `${shots}/onboarding-vape-square-review-${viewport.width}.png`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(await page.getByRole("listitem").filter({ hasText: "베이프스퀘어" }).count()).toBe(17);

      // Leave the shared demo data as it was: each automatic decision taken back (created products go), then the shop.
      const origin = new URL(page.url()).origin;
      for (const item of decided) {
        const undo = await page.request.post(`/api/admin/products/unmatched/${item.page.id}/automatic`, {
          headers: { origin, "content-type": "application/json" },
          data: { verdict: "undo" },
        });
        expect(undo.status()).toBe(200);
      }
      const removed = await page.request.delete(`/api/admin/seller-sites/${id}`, { headers: { origin } });
      expect(removed.status()).toBe(200);
    }, 180_000);
  });
});
