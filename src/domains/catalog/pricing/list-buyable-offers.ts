import "server-only";
import { getDb } from "@/platform/db/client";
import { buyableOffers, readProductOffers } from "../read-product-offers";

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

/** Every buyable offer (isOfferBuyable: in stock, priced, not stale) of these products the public may compare, with its shop's shipping rule (for baskets). */
export async function listBuyableOffers({ productIds, now = new Date() }: { productIds: number[]; now?: Date }): Promise<BuyableOffer[]> {
  return buyableOffers(await readProductOffers(getDb(), productIds), now)
    .filter((offer) => offer.productComparable)
    .map(({ offerId, productId, sellerSiteId, siteName, price, shippingFee, freeShippingThreshold }) => ({
      offerId,
      productId,
      sellerSiteId,
      siteName,
      price,
      shippingFee,
      freeShippingThreshold,
    }));
}
