import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Db } from "@/platform/db/client";
import { priceEventsFor, type PriceEvent } from "./price-events";
import { refreshProductPricing } from "./refresh-product-pricing";
import { offers, priceHistory } from "./schema";

export type OfferObservation = {
  offerId: number;
  price: number;
  listPrice?: number | null;
  inStock: boolean;
  /** The fee stated on the page; undefined keeps what the offer had. */
  shippingFee?: number | null;
  sellerTitle?: string | null;
  method?: string | null;
  observedAt?: Date;
};

export type ObservationResult = {
  changed: boolean;
  oldPrice: number | null;
  newPrice: number;
  /** All-in lowests, as in the price events. */
  oldLowestPrice: number | null;
  newLowestPrice: number | null;
  events: PriceEvent[];
};

/**
 * Records what a crawl saw for one offer, in one transaction: the offer row (locked, so two workers
 * serialise), a history row only when price or stock changed, and the product's denormalised prices.
 */
export async function recordOfferObservation(observation: OfferObservation, db: Db = getDb()): Promise<ObservationResult> {
  if (!Number.isInteger(observation.price) || observation.price <= 0) throw new Error(`refusing non-positive price ${observation.price}`);
  const observedAt = observation.observedAt ?? new Date();
  return db.transaction(async (tx) => {
    const [offer] = await tx.select().from(offers).where(eq(offers.id, observation.offerId)).for("update");
    if (!offer) throw new Error(`offer ${observation.offerId} not found`);
    const changed = offer.price !== observation.price || offer.inStock !== observation.inStock;
    await tx
      .update(offers)
      .set({
        price: observation.price,
        inStock: observation.inStock,
        lastCrawledAt: observedAt,
        ...(observation.listPrice !== undefined ? { listPrice: observation.listPrice } : {}),
        ...(observation.shippingFee !== undefined ? { shippingFee: observation.shippingFee } : {}),
        ...(observation.sellerTitle ? { sellerTitle: observation.sellerTitle } : {}),
        ...(observation.method ? { extractionMethod: observation.method } : {}),
        ...(changed ? { lastChangedAt: observedAt } : {}),
      })
      .where(eq(offers.id, offer.id));
    if (changed) {
      await tx
        .insert(priceHistory)
        .values({ offerId: offer.id, price: observation.price, inStock: observation.inStock, observedAt })
        .onConflictDoNothing();
    }
    const { before, after } = await refreshProductPricing(tx as unknown as Db, offer.productId, observedAt, { priceMoved: changed });
    return {
      changed,
      oldPrice: offer.price,
      newPrice: observation.price,
      oldLowestPrice: before.lowestTotalPrice,
      newLowestPrice: after.lowestTotalPrice,
      events: priceEventsFor(offer.productId, before, after),
    };
  });
}
