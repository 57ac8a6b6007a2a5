import { recordOfferObservation } from "@/domains/catalog/pricing/record-offer-observation";
import type { products } from "@/domains/catalog/schema";
import { createOffer, createProduct, createSellerSite } from "./factories";

type ProductOverrides = Partial<(typeof products)["$inferInsert"]>;
type OfferSpec = { price: number; inStock?: boolean; sellerSiteId?: number; observedAt?: Date };

/**
 * A product with offers observed through recordOfferObservation, so its denormalised prices and
 * history are what the crawler would have left.
 */
export async function createPricedProduct({
  offers = [{ price: 10_000 }],
  ...overrides
}: ProductOverrides & { offers?: OfferSpec[] } = {}) {
  const product = await createProduct(overrides);
  const offerRows = [];
  for (const spec of offers) {
    const sellerSiteId = spec.sellerSiteId ?? (await createSellerSite()).id;
    const offer = await createOffer({ productId: product.id, sellerSiteId });
    await recordOfferObservation({ offerId: offer.id, price: spec.price, inStock: spec.inStock ?? true, observedAt: spec.observedAt });
    offerRows.push(offer);
  }
  return { product, offers: offerRows };
}
