import { and, eq, gte, inArray, min, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { allInPrice, pricePerMl } from "./all-in-price";
import { offers, priceHistory, products, sellerSites } from "./schema";

export type ProductPricing = { lowestPrice: number | null; lowestTotalPrice: number | null; inStockOfferCount: number };

/**
 * Recomputes a product's denormalised prices from its offers, inside the caller's transaction.
 * Only in-stock offers with a price count toward the lowest prices; history gives 30-day and all-time lows.
 */
export async function refreshProductPricing(
  tx: Db,
  productId: number,
  now = new Date(),
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

  const rows = await tx
    .select({
      id: offers.id,
      price: offers.price,
      inStock: offers.inStock,
      offerFee: offers.shippingFee,
      siteFee: sellerSites.shippingFee,
      threshold: sellerSites.freeShippingThreshold,
    })
    .from(offers)
    .innerJoin(sellerSites, eq(sellerSites.id, offers.sellerSiteId))
    .where(eq(offers.productId, productId));

  const buyable = rows.filter((o): o is typeof o & { price: number } => o.inStock && o.price !== null && o.price > 0);
  const lowestPrice = buyable.length ? Math.min(...buyable.map((o) => o.price)) : null;
  const lowestTotalPrice = buyable.length
    ? Math.min(...buyable.map((o) => allInPrice(o.price, { fee: o.offerFee ?? o.siteFee, freeThreshold: o.threshold })))
    : null;

  const offerIds = rows.map((o) => o.id);
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const [lows] = offerIds.length
    ? await tx
        .select({
          low30d: sql<
            number | null
          >`min(${priceHistory.price}) filter (where ${priceHistory.inStock} and ${gte(priceHistory.observedAt, since)})`,
          allTimeLow: min(priceHistory.price),
        })
        .from(priceHistory)
        .where(and(inArray(priceHistory.offerId, offerIds), eq(priceHistory.inStock, true)))
    : [{ low30d: null, allTimeLow: null }];
  const lowOf = (...values: Array<number | null | undefined>) => {
    const present = values.filter((v): v is number => v !== null && v !== undefined).map(Number);
    return present.length ? Math.min(...present) : null;
  };

  const lowestChanged = lowestPrice !== product.lowestPrice;
  await tx
    .update(products)
    .set({
      lowestPrice,
      lowestTotalPrice,
      pricePerMl: lowestPrice === null ? null : pricePerMl(lowestPrice, product.volumeMl),
      offerCount: rows.length,
      inStockOfferCount: buyable.length,
      low30d: lowOf(lows?.low30d, lowestPrice),
      allTimeLow: lowOf(lows?.allTimeLow, lowestPrice),
      ...(lowestChanged ? { previousLowestPrice: product.lowestPrice, lowestChangedAt: now } : {}),
    })
    .where(eq(products.id, productId));

  return {
    before: { lowestPrice: product.lowestPrice, lowestTotalPrice: product.lowestTotalPrice, inStockOfferCount: product.inStockOfferCount },
    after: { lowestPrice, lowestTotalPrice, inStockOfferCount: buyable.length },
  };
}
