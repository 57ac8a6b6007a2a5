import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { demoOffers, demoShopUrl } from "@/demo/catalog-model";
import { startDemoShopServer, type DemoShopServer } from "@/demo/shops/demo-shop-server";
import { listAuditEntries } from "@/domains/audit/list-audit-entries";
import { deletePriceHistoryPoint, findSellerSiteForUrl, moveOffer, removeOffer } from "@/domains/catalog/admin/admin-offers";
import { productInput } from "@/domains/catalog/admin/admin-product-form";
import { createProduct, listAdminProducts, setProductsVisible, updateProduct } from "@/domains/catalog/admin/admin-products";
import {
  createManufacturer as createManufacturerAsAdmin,
  deleteManufacturer,
  listManufacturersWithCounts,
  mergeManufacturers,
} from "@/domains/catalog/admin/admin-manufacturers";
import { sellerSiteInput } from "@/domains/catalog/seller-site-form";
import { deleteSellerSite, listAdminSellerSites, updateSellerSite } from "@/domains/catalog/admin/admin-seller-sites";
import { recordOfferObservation } from "@/domains/catalog/pricing/record-offer-observation";
import { offers, priceHistory, products, sellerSites } from "@/domains/catalog/schema";
import { addOfferFromUrl, testExtractUrl } from "@/domains/crawler/admin/admin-crawl-actions";
import { reviewUnmatchedPage } from "@/domains/crawler/review/admin-review";
import { unmatchedPages } from "@/domains/crawler/schema";
import { listCrawlHealth, listCrawlRuns } from "@/domains/crawler/admin/admin-crawl-logs";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import type { DomainEventOf } from "@/platform/events/domain-events";
import { subscribeDomainEvent } from "@/platform/events/event-bus";
import { createAdmin } from "../support/account-factories";
import { createDemoShopSite } from "../support/crawler-factories";
import { createManufacturer, createOffer, createProduct as createProductRow, createSellerSite } from "../support/factories";
import { describeEachDatabase } from "../support/test-db";

let shops: DemoShopServer;
beforeAll(async () => {
  shops = await startDemoShopServer({});
  // The admin fetcher is the crawler's: the test's demo shops are let through its private-address guard.
  process.env.CRAWLER_ALLOW_HOSTS = new URL(shops.url).host;
  process.env.CRAWLER_DELAY_MS = "0";
  resetConfigForTests();
});
afterAll(async () => {
  await shops.close();
});

const productOf = async (id: number) => (await getDb().select().from(products).where(eq(products.id, id)))[0]!;
const validProduct = (manufacturerId: number, name: string) =>
  productInput.parse({
    manufacturerId,
    name,
    inhalation: "DL",
    flavorTags: "망고, 멘솔",
    cooling: "2",
    vgPercent: "70",
    nicotineForm: "freebase",
    nicotineSource: "synthetic",
    nicotineMg: "3",
    volumeMl: "60",
    description: "",
    visible: "true",
  });

describeEachDatabase("admin catalogue", () => {
  it("manufacturers: create, count, merge (products move, search text follows), delete only when empty — all audited", async () => {
    const admin = await createAdmin();
    const { id: a } = await createManufacturerAsAdmin({ actor: admin, name: `합칠곳 ${admin.id.slice(0, 4)}` });
    const b = await createManufacturer({ name: `옛이름 ${admin.id.slice(0, 4)}` });
    const moved = await createProductRow({ manufacturerId: b.id, name: "옮길 액상" });
    await expect(createManufacturerAsAdmin({ actor: admin, name: b.name })).rejects.toMatchObject({ status: 409 });
    await expect(deleteManufacturer({ actor: admin, id: b.id })).rejects.toMatchObject({ code: "has_products" });

    expect((await listManufacturersWithCounts()).find((m) => m.id === b.id)?.productCount).toBe(1);
    expect(await mergeManufacturers({ actor: admin, sourceId: b.id, targetId: a })).toEqual({ moved: 1 });
    const after = await productOf(moved.id);
    expect(after.manufacturerId).toBe(a);
    expect(after.searchText).toContain("합칠곳");
    expect((await listManufacturersWithCounts()).some((m) => m.id === b.id)).toBe(false);

    const { entries } = await listAuditEntries({ targetType: "manufacturer" });
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(["manufacturer.create", "manufacturer.merge"]));
    expect(entries.find((e) => e.action === "manufacturer.merge")?.after).toMatchObject({ movedProductIds: [moved.id] });
  });

  it("products: create and edit every attribute, list with search, filters, sort and pages, hide in bulk", async () => {
    const admin = await createAdmin();
    const maker = await createManufacturer();
    const tag = admin.id.slice(0, 6);
    const { id } = await createProduct({ actor: admin, input: validProduct(maker.id, `관리 액상 ${tag} A`) });
    const { id: second } = await createProduct({ actor: admin, input: validProduct(maker.id, `관리 액상 ${tag} B`) });
    await updateProduct({ actor: admin, id, input: { ...validProduct(maker.id, `관리 액상 ${tag} A`), nicotineMg: 6, cooling: 3 } });
    expect(await productOf(id)).toMatchObject({ nicotineMg: 6, cooling: 3, flavorTags: ["망고", "멘솔"], inhalation: "DL" });

    const page1 = await listAdminProducts({ q: tag, manufacturerId: maker.id, sort: "name", page: 1, limit: 1 });
    expect(page1.products.map((p) => p.id)).toEqual([id]);
    expect(page1.pagination).toMatchObject({ total: 2, totalPages: 2 });
    expect((await listAdminProducts({ q: tag, sort: "name", page: 2, limit: 1 })).products.map((p) => p.id)).toEqual([second]);

    expect(await setProductsVisible({ actor: admin, ids: [id, second], visible: false })).toEqual({ changed: 2 });
    expect((await listAdminProducts({ q: tag, visible: "false", sort: "newest", page: 1, limit: 20 })).pagination.total).toBe(2);
    const updates = (await listAuditEntries({ action: "product.update" })).entries.filter((e) => e.targetId === String(id));
    expect(updates[0]).toMatchObject({ before: { nicotineMg: 3, cooling: 2 }, after: { nicotineMg: 6, cooling: 3 } });
    expect(productInput.safeParse({ ...validProduct(maker.id, "x"), name: "", volumeMl: "0" }).error?.issues.map((i) => i.message)).toEqual(
      ["상품 이름을 입력해 주세요.", "용량은(는) 1 이상이어야 합니다."],
    );
  });

  it("offers: moving, removing and deleting a bogus history point recompute the products' figures", async () => {
    const admin = await createAdmin();
    const from = await createProductRow();
    const to = await createProductRow();
    const offer = await createOffer({ productId: from.id });
    await recordOfferObservation({ offerId: offer.id, price: 1_000, inStock: true, observedAt: new Date(Date.now() - 3_600_000) });
    await recordOfferObservation({ offerId: offer.id, price: 15_000, inStock: true });
    // Lows are all-in: + the factory shop's 3,000원 shipping.
    expect((await productOf(from.id)).allTimeLow).toBe(4_000);

    const [bogus] = await getDb().select().from(priceHistory).where(eq(priceHistory.price, 1_000));
    await deletePriceHistoryPoint({ actor: admin, offerId: offer.id, pointId: bogus!.id });
    expect(await productOf(from.id)).toMatchObject({ allTimeLow: 18_000, lowestPrice: 15_000 });

    await moveOffer({ actor: admin, offerId: offer.id, productId: to.id });
    expect(await productOf(from.id)).toMatchObject({ lowestPrice: null, offerCount: 0 });
    expect(await productOf(to.id)).toMatchObject({ lowestPrice: 15_000, offerCount: 1 });
    await removeOffer({ actor: admin, offerId: offer.id });
    expect(await productOf(to.id)).toMatchObject({ lowestPrice: null, offerCount: 0 });
    expect((await listAuditEntries({ targetType: "offer" })).entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(["offer.remove", "offer.move", "price_history.delete"]),
    );
  });

  it("seller sites: new shipping terms re-price the shop's products at once, deleting it re-prices what it sold, and every catalogue edit drops the pages it touched", async () => {
    const admin = await createAdmin();
    const announced: Array<DomainEventOf<"catalog_changed">> = [];
    const stop = subscribeDomainEvent("catalog_changed", (event) => void announced.push(event));
    try {
      const site = await createSellerSite({ shippingFee: 3_000, freeShippingThreshold: 50_000 });
      const other = await createSellerSite({ shippingFee: 2_500, freeShippingThreshold: null });
      const product = await createProductRow();
      const offer = await createOffer({ productId: product.id, sellerSiteId: site.id });
      const otherOffer = await createOffer({ productId: product.id, sellerSiteId: other.id });
      await recordOfferObservation({ offerId: offer.id, price: 10_000, inStock: true });
      await recordOfferObservation({ offerId: otherOffer.id, price: 11_000, inStock: true });
      expect(await productOf(product.id)).toMatchObject({ lowestPrice: 10_000, lowestTotalPrice: 13_000 });

      const [row] = await getDb().select().from(sellerSites).where(eq(sellerSites.id, site.id));
      const edited = sellerSiteInput.parse({
        name: row!.name,
        baseUrl: row!.baseUrl,
        platform: row!.platform,
        selectorOverrides: {},
        shippingFee: "0",
        freeShippingThreshold: "",
        crawlIntervalMinutes: String(row!.crawlIntervalMinutes),
        listUrls: "",
        enabled: "on",
      });
      await updateSellerSite({ actor: admin, id: site.id, input: edited });
      // Free shipping now: the all-in lowest is the shop price, without waiting for the next crawl.
      expect(await productOf(product.id)).toMatchObject({ lowestPrice: 10_000, lowestTotalPrice: 10_000 });
      expect(announced.at(-1)).toMatchObject({ productIds: [product.id] });

      announced.length = 0;
      await updateSellerSite({ actor: admin, id: site.id, input: edited });
      // Nothing changed, then only how the shop is crawled: no page shows either.
      await updateSellerSite({ actor: admin, id: site.id, input: { ...edited, listUrls: [`${row!.baseUrl}/list`] } });
      expect(announced).toEqual([]);

      await deleteSellerSite({ actor: admin, id: site.id });
      expect(await productOf(product.id)).toMatchObject({ lowestPrice: 11_000, lowestTotalPrice: 13_500, offerCount: 1 });
      expect(announced.at(-1)).toMatchObject({ productIds: [product.id] });

      announced.length = 0;
      await removeOffer({ actor: admin, offerId: otherOffer.id });
      expect(announced).toEqual([expect.objectContaining({ productIds: [product.id] })]);
      const maker = await createManufacturerAsAdmin({ actor: admin, name: `합칠 제조사 ${crypto.randomUUID().slice(0, 6)}` });
      await mergeManufacturers({ actor: admin, sourceId: maker.id, targetId: product.manufacturerId });
      // A merge renames tiles and changes every listing's maker filter: every page.
      expect(announced.at(-1)).toMatchObject({ productIds: [] });
    } finally {
      stop();
    }
  });

  it("adds a demo shop page as an offer, reads its price on the spot, and tests any URL", async () => {
    const admin = await createAdmin();
    const demoOffer = demoOffers().find((o) => o.siteSlug === "vapemall")!;
    const { site } = await createDemoShopSite({ shopsUrl: shops.url, siteSlug: "vapemall", count: 0 });
    const product = await createProductRow();
    const url = demoShopUrl("vapemall", demoOffer.path, shops.url);
    expect((await findSellerSiteForUrl({ url }))?.id).toBe(site.id);

    const added = await addOfferFromUrl({ actor: admin, productId: product.id, url });
    expect(added.test.result).toMatchObject({ ok: true });
    const [offer] = await getDb().select().from(offers).where(eq(offers.id, added.offerId));
    expect(offer!.price).toBeGreaterThan(0);
    expect(offer!.price).toBe(added.test.result?.ok ? added.test.result.extraction.price : -1);

    const missing = await testExtractUrl({ url: demoShopUrl("vapemall", "/no-such-page", shops.url) });
    expect(missing.fetch.ok === false || missing.result?.ok === false).toBe(true);
    const other = await createProductRow();
    await expect(addOfferFromUrl({ actor: admin, productId: other.id, url })).rejects.toMatchObject({
      status: 409,
      code: "offer_elsewhere",
    });
    await expect(addOfferFromUrl({ actor: admin, productId: product.id, url: "https://unknown-shop.example/p/1" })).rejects.toMatchObject({
      code: "unknown_site",
    });
  });

  it("review queue verdicts make offers or ignore pages, audited", async () => {
    const admin = await createAdmin();
    const site = await createSellerSite();
    const product = await createProductRow();
    const [accepted, ignored] = await getDb()
      .insert(unmatchedPages)
      .values([
        { sellerSiteId: site.id, url: `${site.baseUrl}/p/1`, title: "신상 유자" },
        { sellerSiteId: site.id, url: `${site.baseUrl}/p/2`, title: "기기" },
      ])
      .returning();
    const result = await reviewUnmatchedPage({ actor: admin, unmatchedId: accepted!.id, productId: product.id });
    const [offer] = await getDb().select().from(offers).where(eq(offers.id, result!.offerId));
    expect(offer).toMatchObject({ productId: product.id, url: `${site.baseUrl}/p/1` });
    await reviewUnmatchedPage({ actor: admin, unmatchedId: ignored!.id, productId: null });
    await expect(reviewUnmatchedPage({ actor: admin, unmatchedId: ignored!.id, productId: null })).rejects.toMatchObject({ status: 404 });
    const entries = (await listAuditEntries({ targetType: "unmatched_page" })).entries;
    expect(entries.find((e) => e.targetId === String(accepted!.id))).toMatchObject({
      action: "unmatched.accept",
      after: { productId: product.id, offerId: result!.offerId },
    });
    expect(entries.find((e) => e.targetId === String(ignored!.id))?.action).toBe("unmatched.ignore");
  });

  it("seller sites list offers not refreshed within two intervals; crawl runs list by site and status", async () => {
    const site = await createSellerSite({ crawlIntervalMinutes: 60 });
    const product = await createProductRow();
    await createOffer({ productId: product.id, sellerSiteId: site.id, lastCrawledAt: new Date(Date.now() - 3 * 3_600_000) });
    await createOffer({ productId: product.id, sellerSiteId: site.id, lastCrawledAt: new Date() });
    const listed = (await listAdminSellerSites()).find((s) => s.id === site.id)!;
    expect(listed).toMatchObject({ offerCount: 2, staleOfferCount: 1 });
    expect((await listCrawlRuns({ siteId: site.id, page: 1, limit: 10 })).runs).toEqual([]);
    expect(await listCrawlHealth()).toBeInstanceOf(Map);
  });
});
