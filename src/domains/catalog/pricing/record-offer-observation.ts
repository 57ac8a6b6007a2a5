import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Db } from "@/platform/db/client";
import type { DomainEvent } from "@/platform/events/domain-events";
import { publishDomainEvents } from "@/platform/events/event-bus";
import type { BenefitPrice } from "../benefit-price";
import { announceCatalogChanged } from "../catalog-change-events";
import { priceEventsFor, type PriceEvent } from "../price-events";
import { refreshProductPricing } from "../refresh-product-pricing";
import { offers, priceHistory } from "../schema";

export type OfferObservation = {
  offerId: number;
  price: number;
  listPrice?: number | null;
  inStock: boolean;
  /** The fee stated on the page; undefined keeps what the offer had. */
  shippingFee?: number | null;
  sellerTitle?: string | null;
  method?: string | null;
  /** The benefit prices the page states (shown apart, never the price); undefined keeps what the offer had. */
  benefits?: BenefitPrice[];
  observedAt?: Date;
};

export type ObservationResult = {
  productId: number;
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
 * Its price events (all-in lowest moves) are published here once the transaction has committed, so no caller can
 * forget them, and returned; a move of what pages show beside it (the lowest shop price, the number of shops
 * selling) with no price event is announced here too, so cached pages drop. `publish` is the event bus unless a
 * caller carries events another way (a benchmark's timing, a test's stand-in for another process).
 */
export async function recordOfferObservation(
  observation: OfferObservation,
  db: Db = getDb(),
  publish: (events: DomainEvent[]) => Promise<void> = publishDomainEvents,
): Promise<ObservationResult> {
  const { result, shownFiguresMoved } = await recordInTransaction(observation, db);
  if (result.events.length > 0) await publish(result.events);
  else if (shownFiguresMoved) await announceCatalogChanged([result.productId]);
  return result;
}

async function recordInTransaction(observation: OfferObservation, db: Db) {
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
        ...(observation.benefits !== undefined ? { benefits: observation.benefits } : {}),
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
    const result: ObservationResult = {
      productId: offer.productId,
      changed,
      oldPrice: offer.price,
      newPrice: observation.price,
      oldLowestPrice: before.lowestTotalPrice,
      newLowestPrice: after.lowestTotalPrice,
      events: priceEventsFor(offer.productId, before, after),
    };
    // A benefit price is on the product page only: it moves no figure, but the cached page must drop.
    const benefitsMoved = observation.benefits !== undefined && JSON.stringify(observation.benefits) !== JSON.stringify(offer.benefits);
    const figuresMoved = before.lowestPrice !== after.lowestPrice || before.inStockOfferCount !== after.inStockOfferCount;
    return { result, shownFiguresMoved: figuresMoved || benefitsMoved };
  });
}
