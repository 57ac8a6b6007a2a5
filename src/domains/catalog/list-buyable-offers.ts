import "server-only";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { isOfferBuyable, isOfferStale } from "./pricing/offer-standing";
import { offers, products, sellerSites } from "./schema";

export type BuyableOffer = {
  offerId: number;
  productId: number;
  sellerSiteId: number;
  siteName: string;
  price: number;
  /** What this offer's page says shipping costs (the shop's default when it states none). */
  shippingFee: number;
  freeShippingThreshold: number | null;
};

/** Every buyable offer (isOfferBuyable: in stock, priced, not stale) of these visible products, with its shop's shipping rule (for baskets). */
export async function listBuyableOffers({ productIds, now = new Date() }: { productIds: number[]; now?: Date }): Promise<BuyableOffer[]> {
  if (productIds.length === 0) return [];
  const rows = await getDb()
    .select({
      offerId: offers.id,
      productId: offers.productId,
      sellerSiteId: offers.sellerSiteId,
      siteName: sellerSites.name,
      price: offers.price,
      inStock: offers.inStock,
      lastCrawledAt: offers.lastCrawledAt,
      intervalMinutes: sellerSites.crawlIntervalMinutes,
      offerFee: offers.shippingFee,
      siteFee: sellerSites.shippingFee,
      freeShippingThreshold: sellerSites.freeShippingThreshold,
    })
    .from(offers)
    .innerJoin(sellerSites, eq(sellerSites.id, offers.sellerSiteId))
    .innerJoin(products, eq(products.id, offers.productId))
    .where(and(inArray(offers.productId, productIds), eq(offers.inStock, true), isNotNull(offers.price), eq(products.visible, true)));
  return rows
    .filter((row) => isOfferBuyable({ ...row, stale: isOfferStale({ ...row, now }) }))
    .map(({ offerFee, siteFee, price, inStock: _inStock, lastCrawledAt: _at, intervalMinutes: _interval, ...row }) => ({
      ...row,
      price: price!,
      shippingFee: offerFee ?? siteFee,
    }));
}
