import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { recordOfferObservation } from "@/domains/catalog/pricing/record-offer-observation";
import { refreshExpiredPricing } from "@/domains/catalog/pricing/refresh-expired-pricing";
import { products } from "@/domains/catalog/schema";
import { getDb } from "@/platform/db/client";
import { subscribeDomainEvent } from "@/platform/events/event-bus";
import { createOffer, createProduct, createSellerSite } from "../support/factories";
import { describeEachDatabase } from "../support/test-db";

const productRow = async (id: number) => (await getDb().select().from(products).where(eq(products.id, id)))[0]!;
const HOUR = 3_600_000;

describeEachDatabase("all-in product pricing", () => {
  it("keeps the product's lowest all-in, ignoring sold-out offers and offers gone stale", async () => {
    const now = new Date();
    const product = await createProduct({ volumeMl: 30 });
    // 15,700 + 3,000 shipping = 18,700 loses to 16,400 shipped free at exactly its threshold.
    const paid = await createSellerSite({ shippingFee: 3_000, freeShippingThreshold: 50_000, crawlIntervalMinutes: 60 });
    const free = await createSellerSite({ shippingFee: 3_000, freeShippingThreshold: 16_400, crawlIntervalMinutes: 60 });
    const soldOut = await createSellerSite({ shippingFee: 0, freeShippingThreshold: null, crawlIntervalMinutes: 60 });
    const failing = await createSellerSite({ shippingFee: 0, freeShippingThreshold: null, crawlIntervalMinutes: 60 });
    const offer = async (siteId: number) => (await createOffer({ productId: product.id, sellerSiteId: siteId })).id;
    const [a, b, c, d] = [await offer(paid.id), await offer(free.id), await offer(soldOut.id), await offer(failing.id)];

    // The failing shop was last confirmed 3 hours ago: past two 60-minute intervals.
    await recordOfferObservation({ offerId: d, price: 9_000, inStock: true, observedAt: new Date(now.getTime() - 3 * HOUR) });
    await recordOfferObservation({ offerId: c, price: 9_900, inStock: false, observedAt: now });
    await recordOfferObservation({ offerId: a, price: 15_700, inStock: true, observedAt: now });
    const drop = await recordOfferObservation({ offerId: b, price: 16_400, inStock: true, observedAt: now });

    const p = await productRow(product.id);
    expect([p.lowestTotalPrice, p.lowestPrice, p.inStockOfferCount]).toEqual([16_400, 15_700, 2]);
    expect(p.pricePerMl).toBe(547);
    expect(drop.events).toEqual([{ type: "price_dropped", productId: product.id, oldLowestPrice: 18_700, newLowestPrice: 16_400 }]);
  });

  it("drops a stale offer out of the lowest the moment it turns stale, with no crawl of its shop, and says so", async () => {
    const start = new Date(Date.now() - 5 * HOUR);
    const product = await createProduct();
    const site = await createSellerSite({ shippingFee: 0, freeShippingThreshold: null, crawlIntervalMinutes: 60 });
    const other = await createSellerSite({ shippingFee: 0, freeShippingThreshold: null, crawlIntervalMinutes: 60 });
    const cheap = await createOffer({ productId: product.id, sellerSiteId: site.id });
    const dear = await createOffer({ productId: product.id, sellerSiteId: other.id });
    await recordOfferObservation({ offerId: cheap.id, price: 9_000, inStock: true, observedAt: start });
    await recordOfferObservation({ offerId: dear.id, price: 12_000, inStock: true, observedAt: new Date() });
    // Recomputed as of now, the cheap offer confirmed 5 hours ago is already stale.
    expect((await productRow(product.id)).lowestTotalPrice).toBe(12_000);

    // A run an hour later confirms it again; its shop is never crawled after that, and two intervals later it is stale.
    const before = await productRow(product.id);
    const confirmed = new Date(start.getTime() + HOUR);
    await recordOfferObservation({ offerId: cheap.id, price: 9_000, inStock: true, observedAt: confirmed });
    expect((await productRow(product.id)).lowestTotalPrice).toBe(9_000);
    const published: unknown[] = [];
    const off = subscribeDomainEvent("price_rose", (event) => void published.push(event));
    expect((await refreshExpiredPricing({ now: new Date(confirmed.getTime() + 2 * HOUR) })).repriced).toEqual([]);
    const { events } = await refreshExpiredPricing({ now: new Date(confirmed.getTime() + 2 * HOUR + 1) });
    off();
    const rose = { type: "price_rose", productId: product.id, oldLowestPrice: 9_000, newLowestPrice: 12_000 };
    expect(events).toEqual([rose]);
    expect(published).toEqual([rose]);
    const p = await productRow(product.id);
    expect([p.lowestTotalPrice, p.inStockOfferCount]).toEqual([12_000, 1]);
    // Turning stale or being re-confirmed is no move of the price: the last real change (9,000 → 12,000 when the dear
    // offer was first read, the ▼n% badges' and 가격 하락's source) stays as it was.
    expect([p.previousLowestPrice, p.lowestChangedAt?.getTime()]).toEqual([9_000, before.lowestChangedAt?.getTime()]);
  });
});
