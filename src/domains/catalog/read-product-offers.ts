import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { allInPrice } from "./all-in-price";
import { isBottlePriceOffer, isOfferStale } from "./offer-standing";
import { productAllowed } from "./product-policy";
import { offers, products, sellerSites } from "./schema";

/** One offer of a product as every lowest-price figure reads it: its shop's terms and whether it is buyable now. */
export type ProductOffer = {
  offerId: number;
  productId: number;
  /** Whether the public may compare this product's offers (productAllowed("compare")). */
  productComparable: boolean;
  sellerSiteId: number;
  siteName: string;
  price: number | null;
  inStock: boolean;
  /** Bottles sold at the price: above 1 a set offer, which no lowest counts. */
  quantity: number;
  lastCrawledAt: Date | null;
  /** When this offer's price or stock last changed (a stale offer coming back keeps its old date). */
  lastChangedAt: Date | null;
  intervalMinutes: number;
  /** What this offer's page says shipping costs (the shop's default when it states none). */
  shippingFee: number;
  freeShippingThreshold: number | null;
};

/** An offer that is buyable now and one bottle (isBottlePriceOffer), with its price plus that shop's shipping for one bottle. */
export type BuyableProductOffer = ProductOffer & { price: number; allInPrice: number };

/** Every offer of these products with its shop's shipping rule and interval (one query, inside the caller's transaction or not). */
export async function readProductOffers(db: Db, productIds: number[]): Promise<ProductOffer[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({
      offerId: offers.id,
      productId: offers.productId,
      productComparable: sql<boolean>`${productAllowed("compare")}`,
      sellerSiteId: offers.sellerSiteId,
      siteName: sellerSites.name,
      price: offers.price,
      inStock: offers.inStock,
      quantity: offers.quantity,
      lastCrawledAt: offers.lastCrawledAt,
      lastChangedAt: offers.lastChangedAt,
      intervalMinutes: sellerSites.crawlIntervalMinutes,
      offerFee: offers.shippingFee,
      siteFee: sellerSites.shippingFee,
      freeShippingThreshold: sellerSites.freeShippingThreshold,
    })
    .from(offers)
    .innerJoin(sellerSites, eq(sellerSites.id, offers.sellerSiteId))
    .innerJoin(products, eq(products.id, offers.productId))
    .where(inArray(offers.productId, productIds));
  return rows.map(({ offerFee, siteFee, ...row }) => ({ ...row, shippingFee: offerFee ?? siteFee }));
}

/** The offers among these that are buyable at `now` and sell one bottle (sets never count), each with its all-in price. */
export function buyableOffers(rows: ProductOffer[], now: Date): BuyableProductOffer[] {
  return rows.flatMap((row) =>
    isBottlePriceOffer({ ...row, stale: isOfferStale({ ...row, now }) })
      ? [
          {
            ...row,
            price: row.price!,
            allInPrice: allInPrice(row.price!, { fee: row.shippingFee, freeThreshold: row.freeShippingThreshold }),
          },
        ]
      : [],
  );
}
