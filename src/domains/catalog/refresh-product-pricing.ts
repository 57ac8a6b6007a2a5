import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { pricePerMl } from "./all-in-price";
import { isOfferStale, offerStaleAt } from "./offer-standing";
import { buyableOffers, readProductOffers } from "./read-product-offers";
import { refreshPriceInsights } from "./refresh-price-insights";
import { offers, priceHistory, products, sellerSites } from "./schema";

/** `lowestTotalPrice` is the all-in lowest (price + that shop's shipping), the figure shoppers and alerts see. */
export type ProductPricing = { lowestPrice: number | null; lowestTotalPrice: number | null; inStockOfferCount: number };

// What a history price cost all-in, at the shop's current shipping terms.
const historyAllIn = sql<number>`${priceHistory.price} + case when ${sellerSites.freeShippingThreshold} is not null and ${priceHistory.price} >= ${sellerSites.freeShippingThreshold} then 0 else coalesce(${offers.shippingFee}, ${sellerSites.shippingFee}) end`;

/**
 * Recomputes a product's denormalised prices from its offers, inside the caller's transaction.
 * Only buyable offers count (isOfferBuyable); the headline figures (ml당, 30-day and all-time lows, drop) are all-in.
 * `pricingValidUntil` is when the first counted offer turns stale. `priceMoved: false` (an offer only turned stale or
 * was re-confirmed) keeps the last real move of the lowest (`previousLowestPrice`, the ▼n% badges and drop boards).
 */
export async function refreshProductPricing(
  tx: Db,
  productId: number,
  now = new Date(),
  { priceMoved = true }: { priceMoved?: boolean } = {},
): Promise<{ before: ProductPricing; after: ProductPricing }> {
  const [product] = await tx
    .select({
      volumeMl: products.volumeMl,
      lowestPrice: products.lowestPrice,
      lowestTotalPrice: products.lowestTotalPrice,
      inStockOfferCount: products.inStockOfferCount,
    })
    .from(products)
    .where(eq(products.id, productId))
    .for("update");
  if (!product) throw new Error(`product ${productId} not found`);

  const rows = await readProductOffers(tx, [productId]);
  const buyable = buyableOffers(rows, now);
  const lowestPrice = buyable.length ? Math.min(...buyable.map((o) => o.price)) : null;
  const lowestTotalPrice = buyable.length ? Math.min(...buyable.map((o) => o.allInPrice)) : null;

  // 역대/30일 최저 read only the shops still answering: a shop gone quiet leaves them as it leaves the lowest.
  // A set offer's past prices are no bottle's (isBottlePriceOffer).
  const offerIds = rows.filter((o) => o.quantity === 1 && !isOfferStale({ ...o, now })).map((o) => o.offerId);
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const [lows] = offerIds.length
    ? await tx
        .select({
          low30d: sql<number | null>`min(${historyAllIn}) filter (where ${gte(priceHistory.observedAt, since)})`,
          allTimeLow: sql<number | null>`min(${historyAllIn})`,
        })
        .from(priceHistory)
        .innerJoin(offers, eq(offers.id, priceHistory.offerId))
        .innerJoin(sellerSites, eq(sellerSites.id, offers.sellerSiteId))
        .where(and(inArray(priceHistory.offerId, offerIds), eq(priceHistory.inStock, true)))
    : [{ low30d: null, allTimeLow: null }];
  const lowOf = (...values: Array<number | null | undefined>) => {
    const present = values.filter((v): v is number => v !== null && v !== undefined).map(Number);
    return present.length ? Math.min(...present) : null;
  };

  const staleMoments = buyable.map((o) => offerStaleAt(o)!.getTime());
  const pricingValidUntil = staleMoments.length ? new Date(Math.min(...staleMoments)) : null;
  const lowestChanged = priceMoved && lowestTotalPrice !== product.lowestTotalPrice;
  await tx
    .update(products)
    .set({
      lowestPrice,
      lowestTotalPrice,
      pricePerMl: lowestTotalPrice === null ? null : pricePerMl(lowestTotalPrice, product.volumeMl),
      offerCount: rows.length,
      inStockOfferCount: buyable.length,
      low30d: lowOf(lows?.low30d, lowestTotalPrice),
      allTimeLow: lowOf(lows?.allTimeLow, lowestTotalPrice),
      pricingValidUntil,
      ...(lowestChanged ? { previousLowestPrice: product.lowestTotalPrice, lowestChangedAt: now } : {}),
    })
    .where(eq(products.id, productId));
  // Where today's lowest stands in its typical range changes with the lowest (and the day's low with it).
  if (lowestTotalPrice !== product.lowestTotalPrice) await refreshPriceInsights(tx, [productId], now);

  return {
    before: { lowestPrice: product.lowestPrice, lowestTotalPrice: product.lowestTotalPrice, inStockOfferCount: product.inStockOfferCount },
    after: { lowestPrice, lowestTotalPrice, inStockOfferCount: buyable.length },
  };
}
