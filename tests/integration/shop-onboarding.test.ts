import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { POST as inspectRoute } from "@/app/api/admin/seller-sites/inspect/route";
import { POST as onboardRoute } from "@/app/api/admin/seller-sites/onboard/route";
import { DEMO_MANUFACTURERS } from "@/demo/catalog-model";
import { listAuditEntries } from "@/domains/audit/list-audit-entries";
import { offers, sellerSites } from "@/domains/catalog/schema";
import { inspectShop } from "@/domains/crawler/onboarding/inspect-shop";
import { crawlRuns, unmatchedPages } from "@/domains/crawler/schema";
import { getDb } from "@/platform/db/client";
import { createAdmin, createMember } from "../support/account-factories";
import { createManufacturer } from "../support/factories";
import { serveDemoShopsPerFile } from "../support/demo-shops-per-file";
import { postToRouteAs } from "../support/post-to-route";
import { describeEachDatabase } from "../support/test-db";

const served = serveDemoShopsPerFile({ forManualRuns: true });

/** The site's runs once `count` of them have finished, oldest first. */
async function finishedRuns(siteId: number, count: number) {
  return vi.waitFor(
    async () => {
      const runs = await getDb().select().from(crawlRuns).where(eq(crawlRuns.sellerSiteId, siteId)).orderBy(crawlRuns.id);
      if (runs.filter((run) => run.finishedAt).length < count) throw new Error(`${count} crawls did not finish`);
      return runs;
    },
    { timeout: 60_000, interval: 100 },
  );
}

describeEachDatabase("shop onboarding", () => {
  it.each([
    ["vapemall", "cafe24"],
    ["jeondam-market", "godomall"],
    ["juicebox", "makeshop"],
    ["ecig24", "jsonld"],
  ])("reads demo shop %s from its address: %s, its two category pages, its product pages and three prices", async (slug, platform) => {
    const inspection = await inspectShop({ url: `${served.shops.url}/${slug}/`, fetcher: served.fetcher });
    expect(inspection.platform?.platform).toBe(platform);
    expect(inspection.baseUrl).toBe(`${served.shops.url}/${slug}/`);
    expect(inspection.listUrls).toHaveLength(2);
    expect(inspection.sitemap).toBeNull();
    expect(inspection.productPageCount).toBeGreaterThan(200);
    expect(inspection.samples).toHaveLength(3);
    for (const sample of inspection.samples)
      expect(sample).toMatchObject({ ok: true, price: expect.any(Number), title: expect.any(String) });
  });

  it("answers a shop it cannot read, a bad address and a member with one Korean message", async () => {
    await expect(inspectShop({ url: `${served.shops.url}/no-such-shop/x`, fetcher: served.fetcher })).rejects.toThrow(
      /쇼핑몰 주소를 읽지 못했습니다/,
    );
    const admin = await createAdmin();
    const member = await createMember();
    const bad = await postToRouteAs(inspectRoute, "/api/admin/seller-sites/inspect", admin, { url: "vapemall" });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toContain("http(s)://로 시작하는 주소를 입력해 주세요.");
    expect(
      (await postToRouteAs(inspectRoute, "/api/admin/seller-sites/inspect", member, { url: `${served.shops.url}/vapemall/` })).status,
    ).toBe(403);
    // The route's own fetcher guards against internal addresses: loopback is not allow-listed here.
    const internal = await postToRouteAs(inspectRoute, "/api/admin/seller-sites/inspect", admin, { url: "http://127.0.0.1:1/" });
    expect(internal.status).toBe(400);
    expect(internal.json.error.message).toMatch(/쇼핑몰 주소를 읽지 못했습니다: 내부망/);
    const noLists = await postToRouteAs(onboardRoute, "/api/admin/seller-sites/onboard", admin, {
      name: "목록 없는 쇼핑몰",
      baseUrl: "https://shop.example/",
      platform: "jsonld",
      shippingFee: 3000,
      listUrls: [],
    });
    expect(noLists.status).toBe(400);
    expect(noLists.json.error.message).toContain("상품 목록 페이지를 찾지 못한 쇼핑몰은 자동으로 추가할 수 없습니다.");
  });

  it("saves the shop as read; its first crawl finds its pages (liquids created, the rest queued), the second reads their prices", async () => {
    for (const maker of DEMO_MANUFACTURERS) await createManufacturer({ name: maker.name, slug: maker.slug });
    const admin = await createAdmin();
    const inspection = await inspectShop({ url: `${served.shops.url}/jeondam-market/`, fetcher: served.fetcher });
    const saved = await postToRouteAs(onboardRoute, "/api/admin/seller-sites/onboard", admin, {
      name: inspection.name,
      baseUrl: inspection.baseUrl,
      platform: inspection.platform!.platform,
      shippingFee: 3000,
      crawlIntervalMinutes: 30,
      listUrls: inspection.listUrls,
    });
    expect(saved.status).toBe(200);
    const siteId = saved.json.id as number;
    const [site] = await getDb().select().from(sellerSites).where(eq(sellerSites.id, siteId));
    expect(site).toMatchObject({
      name: "전담마켓",
      platform: "godomall",
      listUrls: inspection.listUrls,
      enabled: true,
      selectorOverrides: {},
      // Finding 9: the interval the admin was asked for (the form offers the shops' usual), not the 6-hour default.
      crawlIntervalMinutes: 30,
    });

    const [first, second] = await finishedRuns(siteId, 2);
    expect(first).toMatchObject({ status: "ok", trigger: "manual", listPages: 2, discoveredCount: 20, failedCount: 0 });
    expect(second).toMatchObject({ status: "ok", trigger: "manual", listPages: 2, discoveredCount: 20, failedCount: 0 });
    const pages = await getDb().select().from(unmatchedPages).where(eq(unmatchedPages.sellerSiteId, siteId));
    const attached = await getDb().select().from(offers).where(eq(offers.sellerSiteId, siteId));
    const decisions = new Map<string, number>();
    for (const page of pages) decisions.set(page.decision ?? "none", (decisions.get(page.decision ?? "none") ?? 0) + 1);
    console.log(`onboarded 전담마켓: ${pages.length} pages ${JSON.stringify(Object.fromEntries(decisions))}, ${attached.length} offers`);
    expect(pages).toHaveLength(40);
    // The offers the first run attached were read by the second: they have prices.
    const firstOffers = attached.filter((offer) => offer.createdAt <= second!.startedAt);
    expect(firstOffers.length).toBeGreaterThan(0);
    for (const offer of firstOffers) expect(offer).toMatchObject({ price: expect.any(Number), lastCrawledAt: expect.any(Date) });
    const { entries } = await listAuditEntries({ action: "seller_site.create" });
    expect(entries.some((e) => e.targetId === String(siteId) && e.actorId === admin.id)).toBe(true);
  });
});
