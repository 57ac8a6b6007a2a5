import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { DEMO_MANUFACTURERS, demoProducts, demoShopUrl } from "@/demo/catalog-model";
import { demoShopIndex } from "@/demo/shops/shop-pages";
import { buildSearchFields } from "@/platform/text/search-fields";
import { offers, priceHistory, products } from "@/domains/catalog/schema";
import { listHeldPrices, listUnmatchedPages } from "@/domains/crawler/review/crawl-admin-queries";
import { crawlSite } from "@/domains/crawler/run/crawl-site";
import { approveHeldPrice, rejectHeldPrice } from "@/domains/crawler/review/review-held-price";
import { acceptUnmatchedPage, ignoreUnmatchedPage } from "@/domains/crawler/review/review-unmatched-page";
import { unmatchedPages } from "@/domains/crawler/schema";
import { getDb } from "@/platform/db/client";
import type { PriceEvent } from "@/domains/catalog/price-events";
import { subscribeDomainEvent } from "@/platform/events/event-bus";
import { createDemoShopSite } from "../support/crawler-factories";
import { createProduct } from "../support/factories";
import { serveDemoShopsPerFile } from "../support/demo-shops-per-file";
import { describeEachDatabase } from "../support/test-db";

const clock = new Date("2026-11-22T03:00:00Z");
const served = serveDemoShopsPerFile({ clock });

async function productLike(productKey: string) {
  const p = demoProducts().find((x) => x.key === productKey)!;
  const maker = DEMO_MANUFACTURERS.find((m) => m.slug === p.manufacturerSlug)!;
  return createProduct({
    name: p.name,
    volumeMl: p.volumeMl,
    nicotineMg: p.nicotineMg,
    flavorTags: p.flavorTags,
    ...buildSearchFields({ name: p.name, manufacturerName: maker.name, flavorTags: p.flavorTags }),
  });
}

describeEachDatabase("crawler reviews: discovery and held prices", () => {
  it("queues list-page products that match no offer with suggested products; admins accept or ignore them", async () => {
    const slug = "vaping-store";
    const { site, offers: created } = await createDemoShopSite({
      shopsUrl: served.shops.url,
      siteSlug: slug,
      count: 3,
      withListUrls: true,
    });
    const pages = demoShopIndex().get(slug)!.pages;
    const unknownCatalogPage = pages.find((p) => p.offerKey && !created.some((c) => c.demoOffer.key === p.offerKey))!;
    const product = await productLike(demoOfferProductKey(unknownCatalogPage.offerKey!));

    const first = await crawlSite({ siteId: site.id, fetcher: served.fetcher, discoverLimit: 1_000 });
    expect(first.counts).toMatchObject({ listPages: 2, discovered: pages.length - 3 });
    const queued = await getDb().select().from(unmatchedPages).where(eq(unmatchedPages.sellerSiteId, site.id));
    expect(queued).toHaveLength(pages.length - 3);
    const knownUrls = created.map((c) => c.offer.url);
    expect(queued.some((q) => knownUrls.includes(q.url))).toBe(false);
    for (const extra of pages.filter((p) => p.offerKey === null))
      expect(queued.map((q) => q.url)).toContain(demoShopUrl(slug, extra.path, served.shops.url));

    const exact = queued.find((q) => q.url === demoShopUrl(slug, unknownCatalogPage.path, served.shops.url))!;
    expect(exact).toMatchObject({
      title: unknownCatalogPage.title,
      volumeMl: unknownCatalogPage.volumeMl,
      nicotineMg: unknownCatalogPage.nicotineMg,
      status: "pending",
    });
    expect(exact.price).toBeGreaterThan(0);
    expect(exact.suggestions[0]).toMatchObject({ productId: product.id });
    expect(exact.suggestions[0]!.score).toBeGreaterThan(0.5);

    const { offerId } = await acceptUnmatchedPage({ unmatchedId: exact.id, productId: product.id });
    await expect(acceptUnmatchedPage({ unmatchedId: exact.id, productId: product.id })).rejects.toMatchObject({ status: 409 });
    const other = queued.find((q) => q.id !== exact.id)!;
    await ignoreUnmatchedPage({ unmatchedId: other.id });

    // Due offers only (not tried in the last minute): the accepted page alone.
    const second = await crawlSite({ siteId: site.id, fetcher: served.fetcher, dueBefore: new Date(Date.now() - 60_000) });
    expect(second.counts).toMatchObject({ pages: 1, ok: 1, changed: 1, discovered: 0 });
    const [offer] = await getDb().select().from(offers).where(eq(offers.id, offerId));
    expect(offer!.price).toBe(unknownCatalogPage.priceAt(clock).price);
    const [ignored] = await getDb().select().from(unmatchedPages).where(eq(unmatchedPages.id, other.id));
    expect(ignored!.status).toBe("ignored");
    expect((await listUnmatchedPages()).some((row) => row.page.id === exact.id || row.page.id === other.id)).toBe(false);
  });

  it("publishes a held price once an admin approves it, and leaves the offer alone when rejected", async () => {
    const { site, offers: created } = await createDemoShopSite({ shopsUrl: served.shops.url, siteSlug: "aeksang-nara", count: 2 });
    await crawlSite({ siteId: site.id, fetcher: served.fetcher });
    for (const c of created) served.shops.setFault(`/aeksang-nara${c.demoOffer.path}`, "price-crash");
    try {
      await crawlSite({ siteId: site.id, fetcher: served.fetcher });
    } finally {
      for (const c of created) served.shops.setFault(`/aeksang-nara${c.demoOffer.path}`, null);
    }
    const held = (await listHeldPrices()).filter((h) => created.some((c) => c.offer.id === h.held.offerId));
    expect(held).toHaveLength(2);
    const [approve, reject] = held.map((h) => h.held);

    const events: PriceEvent[] = [];
    const off = subscribeDomainEvent("price_dropped", (e) => void events.push(e));
    try {
      const approved = await approveHeldPrice({ heldId: approve!.id });
      expect(approved.offerId).toBe(approve!.offerId);
      await rejectHeldPrice({ heldId: reject!.id });
      await expect(rejectHeldPrice({ heldId: reject!.id })).rejects.toMatchObject({ status: 409 });
    } finally {
      off();
    }
    const rows = await getDb()
      .select()
      .from(offers)
      .where(inArray(offers.id, [approve!.offerId, reject!.offerId]));
    expect(rows.find((r) => r.id === approve!.offerId)!.price).toBe(approve!.price);
    const rejectedDemo = created.find((c) => c.offer.id === reject!.offerId)!;
    expect(rows.find((r) => r.id === reject!.offerId)!.price).toBe(
      demoShopIndex().get("aeksang-nara")!.byPath.get(rejectedDemo.demoOffer.path)!.priceAt(clock).price,
    );
    const history = await getDb().select().from(priceHistory).where(eq(priceHistory.offerId, approve!.offerId));
    expect(history.map((h) => h.price)).toContain(approve!.price);
    const approvedProduct = created.find((c) => c.offer.id === approve!.offerId)!.product.id;
    // The approved price is a fifth of the old one: in stock, it is the product's new lowest (alerts carry it all-in).
    const [product] = await getDb().select().from(products).where(eq(products.id, approvedProduct));
    if (approve!.inStock) {
      expect(product!.lowestPrice).toBe(approve!.price);
      expect(events).toContainEqual(
        expect.objectContaining({ type: "price_dropped", productId: approvedProduct, newLowestPrice: product!.lowestTotalPrice }),
      );
    }
  });
});

function demoOfferProductKey(offerKey: string): string {
  return offerKey.slice(offerKey.lastIndexOf("-") + 1);
}
