import "server-only";
import { eq, inArray } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { allInPrice } from "./all-in-price";
import { isOfferBuyable, isOfferStale } from "./pricing/offer-standing";
import { offers, sellerSites } from "./schema";

/** The offer that holds a product's buyable lowest, as alerts name it. */
export type LowestBuyableOffer = {
  productId: number;
  shopName: string;
  /** Price plus that shop's shipping. */
  allInPrice: number;
  /** When this offer's price or stock last changed (a stale offer coming back keeps its old date). */
  priceChangedAt: Date | null;
  crawlIntervalMinutes: number;
};

const newer = (a: Date | null, b: Date | null) => (a?.getTime() ?? 0) > (b?.getTime() ?? 0);

/**
 * Per product, its cheapest buyable offer all-in at `now` (in stock, priced, not stale); among equal
 * prices the one changed last. Products with nothing buyable are absent.
 */
export async function listLowestBuyableOffers({
  productIds,
  now,
}: {
  productIds: number[];
  now: Date;
}): Promise<Map<number, LowestBuyableOffer>> {
  const lowest = new Map<number, LowestBuyableOffer>();
  if (productIds.length === 0) return lowest;
  const rows = await getDb()
    .select({
      productId: offers.productId,
      price: offers.price,
      inStock: offers.inStock,
      lastCrawledAt: offers.lastCrawledAt,
      lastChangedAt: offers.lastChangedAt,
      offerFee: offers.shippingFee,
      shopName: sellerSites.name,
      siteFee: sellerSites.shippingFee,
      threshold: sellerSites.freeShippingThreshold,
      intervalMinutes: sellerSites.crawlIntervalMinutes,
    })
    .from(offers)
    .innerJoin(sellerSites, eq(sellerSites.id, offers.sellerSiteId))
    .where(inArray(offers.productId, productIds));
  for (const row of rows) {
    const offer = { ...row, stale: isOfferStale({ ...row, now }) };
    if (!isOfferBuyable(offer)) continue;
    const total = allInPrice(offer.price, { fee: row.offerFee ?? row.siteFee, freeThreshold: row.threshold });
    const best = lowest.get(row.productId);
    if (best && (best.allInPrice < total || (best.allInPrice === total && !newer(row.lastChangedAt, best.priceChangedAt)))) continue;
    lowest.set(row.productId, {
      productId: row.productId,
      shopName: row.shopName,
      allInPrice: total,
      priceChangedAt: row.lastChangedAt,
      crawlIntervalMinutes: row.intervalMinutes,
    });
  }
  return lowest;
}
