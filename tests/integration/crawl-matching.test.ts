import { and, eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { DEMO_MANUFACTURERS, demoOffers, demoProducts, demoShopUrl } from "@/demo/catalog-model";
import { demoShopIndex } from "@/demo/shops/shop-pages";
import { auditLog } from "@/domains/audit/schema";
import { setManufacturerAliases } from "@/domains/catalog/admin/admin-manufacturers";
import { manufacturers, offers, products } from "@/domains/catalog/schema";
import { listAutomaticDecisions } from "@/domains/crawler/review/crawl-admin-queries";
import { loadMatchCatalog } from "@/domains/catalog/shops/shop-page-products";
import { createShopTitleMatcher } from "@/domains/catalog/matching/shop-title-matcher";
import { crawlSite } from "@/domains/crawler/run/crawl-site";
import { recordDiscoveredPage } from "@/domains/crawler/run/record-discovered-page";
import { approveAutomaticDecision, mergeAutomaticProduct, undoAutomaticDecision } from "@/domains/crawler/review/review-automatic-decision";
import { unmatchedPages } from "@/domains/crawler/schema";
import { buildSearchFields } from "@/platform/text/search-fields";
import { getDb } from "@/platform/db/client";
import { createMember } from "../support/account-factories";
import { createDemoShopSite } from "../support/crawler-factories";
import { createManufacturer, createProduct } from "../support/factories";
import { serveDemoShopsPerFile } from "../support/demo-shops-per-file";
import { describeEachDatabase } from "../support/test-db";

const clock = new Date("2026-11-25T03:00:00Z");
const SLUG = "vapemall";
const served = serveDemoShopsPerFile({ clock });

/** Every demo maker, and every other catalogue page's product of the shop: the rest is for the matcher to find new. */
async function seedHalfTheShop(): Promise<Map<string, number>> {
  const makerIds = new Map<string, number>();
  for (const maker of DEMO_MANUFACTURERS) makerIds.set(maker.slug, (await createManufacturer({ name: maker.name, slug: maker.slug })).id);
  const expected = new Map<string, number>();
  const offerOf = (key: string) => demoOffers().find((o) => o.key === key)!;
  const pages = demoShopIndex()
    .get(SLUG)!
    .pages.filter((page) => page.offerKey !== null);
  // A set page (`[1+1] …`) goes with its bottle's product: both seeded (the set matched to it as a set offer) or neither.
  const bottles = pages.filter((page) => offerOf(page.offerKey!).quantity === 1);
  for (const page of bottles.filter((_, index) => index % 2 === 0)) {
    const demo = demoProducts().find((p) => p.key === offerOf(page.offerKey!).productKey)!;
    const maker = DEMO_MANUFACTURERS.find((m) => m.slug === demo.manufacturerSlug)!;
    const { key: _key, manufacturerSlug: _slug, createdDaysAgo: _age, popularity: _popularity, ...attributes } = demo;
    const product = await createProduct({
      ...attributes,
      manufacturerId: makerIds.get(maker.slug)!,
      ...buildSearchFields({ name: demo.name, manufacturerName: maker.name, flavorTags: demo.flavorTags }),
    });
    for (const same of pages.filter((other) => offerOf(other.offerKey!).productKey === demo.key))
      expected.set(demoShopUrl(SLUG, same.path, served.shops.url), product.id);
  }
  return expected;
}

describeEachDatabase("crawl: discovered pages through the title matcher", () => {
  it("attaches known bottles, creates the liquids the catalogue lacks, queues the unsure, never attaches a wrong product", async () => {
    const expected = await seedHalfTheShop();
    const { site } = await createDemoShopSite({ shopsUrl: served.shops.url, siteSlug: SLUG, count: 0, withListUrls: true });

    const first = await crawlSite({ siteId: site.id, fetcher: served.fetcher, discoverLimit: 1_000 });
    const rows = await getDb().select().from(unmatchedPages).where(eq(unmatchedPages.sellerSiteId, site.id));
    expect(rows).toHaveLength(demoShopIndex().get(SLUG)!.pages.length);
    expect(first.counts.discovered).toBe(rows.length);

    const matched = rows.filter((row) => row.decision === "match");
    const created = rows.filter((row) => row.decision === "new");
    const queued = rows.filter((row) => row.decision === "review");
    console.log(`${rows.length} pages: match ${matched.length}, new ${created.length}, review ${queued.length}`);
    expect(matched.length).toBeGreaterThan(0);
    expect(created.length).toBeGreaterThan(0);
    const unmatchedKnown = [...expected.keys()].filter((url) => !matched.some((row) => row.url === url));
    console.log(`seeded bottles not matched (queued): ${unmatchedKnown.length} of ${expected.size}`);
    for (const row of matched) {
      expect(row.productId, row.title ?? row.url).toBe(expected.get(row.url));
      expect(row).toMatchObject({ status: "accepted", reviewedAt: null });
      expect(row.matchScore).toBeGreaterThan(0.9);
    }
    for (const row of queued) expect(row).toMatchObject({ status: "pending", productId: null });

    const newProducts = await getDb()
      .select()
      .from(products)
      .where(
        inArray(
          products.id,
          created.map((row) => row.productId!),
        ),
      );
    expect(newProducts).toHaveLength(created.length);
    for (const product of newProducts) expect(product.autoRegisteredAt).toBeInstanceOf(Date);
    // A bottle the catalogue has is never created again.
    expect(created.filter((row) => expected.has(row.url)).map((row) => row.title)).toEqual([]);

    const siteOffers = await getDb().select().from(offers).where(eq(offers.sellerSiteId, site.id));
    expect(siteOffers.map((offer) => [offer.url, offer.productId]).sort()).toEqual(
      [...matched, ...created].map((row) => [row.url, row.productId]).sort(),
    );
    const audits = await getDb().select().from(auditLog).where(eq(auditLog.actorName, "자동 매칭"));
    expect(audits.filter((entry) => entry.action === "offer.auto-match")).toHaveLength(matched.length);
    expect(audits.filter((entry) => entry.action === "product.auto-create")).toHaveLength(created.length);
    expect(audits.find((entry) => entry.action === "offer.auto-match")!.after).toMatchObject({ score: expect.any(Number) });

    // The next run reads the attached offers' prices and reads no discovered page again.
    const second = await crawlSite({ siteId: site.id, fetcher: served.fetcher, discoverLimit: 1_000 });
    expect(second.counts.discovered).toBe(0);
    expect(second.counts.pages).toBe(siteOffers.length);
    const [priced] = await getDb().select().from(products).where(eq(products.id, matched[0]!.productId!));
    expect(priced!.lowestPrice).toBeGreaterThan(0);

    // An admin checks the automatic decisions: keeps one, takes two back and merges one, in one click each.
    const admin = await createMember({ grade: "ADMIN" });
    expect((await listAutomaticDecisions({ limit: 1_000 })).filter(({ page }) => page.sellerSiteId === site.id)).toHaveLength(
      matched.length + created.length,
    );
    await undoAutomaticDecision({ actor: admin, unmatchedId: matched[0]!.id });
    const [undone] = await getDb().select().from(products).where(eq(products.id, matched[0]!.productId!));
    expect(undone!.lowestPrice).toBeNull();
    expect(await getDb().select().from(offers).where(eq(offers.url, matched[0]!.url))).toEqual([]);
    const [requeued] = await getDb().select().from(unmatchedPages).where(eq(unmatchedPages.id, matched[0]!.id));
    expect(requeued).toMatchObject({ status: "pending", productId: null, suggestions: [{ productId: matched[0]!.productId }] });

    await undoAutomaticDecision({ actor: admin, unmatchedId: created[0]!.id });
    expect(await getDb().select().from(products).where(eq(products.id, created[0]!.productId!))).toEqual([]);
    await approveAutomaticDecision({ actor: admin, unmatchedId: created[1]!.id });
    const [kept] = await getDb().select().from(products).where(eq(products.id, created[1]!.productId!));
    expect(kept!.autoRegisteredAt).toBeNull();
    await expect(approveAutomaticDecision({ actor: admin, unmatchedId: created[1]!.id })).rejects.toMatchObject({ status: 409 });
    const mergedAway = created[2]!;
    const [movedOffer] = await getDb().select().from(offers).where(eq(offers.url, mergedAway.url));
    await mergeAutomaticProduct({ actor: admin, unmatchedId: mergedAway.id, intoProductId: kept!.id });
    expect(await getDb().select().from(products).where(eq(products.id, mergedAway.productId!))).toEqual([]);
    const [afterMerge] = await getDb().select().from(offers).where(eq(offers.id, movedOffer!.id));
    expect(afterMerge!.productId).toBe(kept!.id);
    const left = (await listAutomaticDecisions({ limit: 1_000 })).filter(({ page }) => page.sellerSiteId === site.id);
    expect(left).toHaveLength(matched.length + created.length - 4);
  }, 300_000);

  it("reads a maker's aliases, recorded by an admin, when matching; one spelling names one maker", async () => {
    const admin = await createMember({ grade: "ADMIN" });
    const maker = await createManufacturer({ name: "뱀파이어베이프" });
    const other = await createManufacturer({ name: "바이스랩 테스트" });
    const product = await createProduct({
      manufacturerId: maker.id,
      name: "하이젠버그",
      volumeMl: 60,
      nicotineMg: 3,
      inhalation: "DL",
      nicotineForm: "freebase",
    });
    // A short alias no sound comparison can find (`VAMPIRE VAPE` is found by sound alone now).
    const title = "[폐호흡] VV 하이젠버그 60ml 3mg";
    const decide = async () => createShopTitleMatcher(await loadMatchCatalog({ db: getDb() }))(title);
    expect(await decide()).toMatchObject({ decision: "review", reason: "제조사를 알 수 없음" });

    await setManufacturerAliases({ actor: admin, id: maker.id, aliases: ["VV", "Vampire Vape", "뱀파이어 베이프", "VAMPIRE VAPE"] });
    expect(await decide()).toMatchObject({ decision: "match", productId: product.id });
    await expect(setManufacturerAliases({ actor: admin, id: other.id, aliases: ["vampirevape"] })).rejects.toMatchObject({ status: 409 });
    const [saved] = await getDb().select().from(manufacturers).where(eq(manufacturers.id, maker.id));
    // The name respaced and one spelling twice (case and spaces aside) are kept once: the matcher reads those alike.
    expect(saved!.aliases).toEqual(["VV", "Vampire Vape"]);
  });

  it("remembers a skipped page with its reason, so discovery does not read it again", async () => {
    const { site } = await createDemoShopSite({ shopsUrl: served.shops.url, siteSlug: "juicebox", count: 0 });
    const page = { sellerSiteId: site.id, url: "https://shop.example/set", title: "바이스랩 3병 세트", price: 30_000, imageUrl: null };
    expect(await recordDiscoveredPage(getDb(), { page, decision: { decision: "skip", reason: "세트·묶음 상품" }, now: clock })).toBe(
      "skipped",
    );
    expect(await recordDiscoveredPage(getDb(), { page, decision: { decision: "skip", reason: "세트·묶음 상품" }, now: clock })).toBeNull();
    const [row] = await getDb()
      .select()
      .from(unmatchedPages)
      .where(and(eq(unmatchedPages.sellerSiteId, site.id), eq(unmatchedPages.url, page.url)));
    expect(row).toMatchObject({ status: "ignored", decision: "skip", decisionReason: "세트·묶음 상품", productId: null });
  });
});
