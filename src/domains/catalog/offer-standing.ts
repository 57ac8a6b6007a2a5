/** Two crawl intervals without a confirmation make an offer stale (a failing, stuck or starved crawl). */
export const STALE_AFTER_INTERVALS = 2;

/** The moment an offer confirmed at `lastCrawledAt` turns stale; null when it was never confirmed. */
export function offerStaleAt({ lastCrawledAt, intervalMinutes }: { lastCrawledAt: Date | null; intervalMinutes: number }): Date | null {
  return lastCrawledAt === null ? null : new Date(lastCrawledAt.getTime() + STALE_AFTER_INTERVALS * intervalMinutes * 60_000);
}

/** An offer is stale once its shop has gone two crawl intervals without confirming it. */
export function isOfferStale({ lastCrawledAt, intervalMinutes, now }: { lastCrawledAt: Date | null; intervalMinutes: number; now: Date }) {
  const staleAt = offerStaleAt({ lastCrawledAt, intervalMinutes });
  return staleAt === null || now.getTime() > staleAt.getTime();
}

/**
 * "Buyable now", the one rule behind every lowest price on the site: in stock, priced and not stale.
 * Sold-out or stale offers are shown (dimmed) but never are, or count toward, a lowest price.
 */
export function isOfferBuyable(offer: {
  inStock: boolean;
  price: number | null;
  stale: boolean;
}): offer is { inStock: true; price: number; stale: false } {
  return offer.inStock && offer.price !== null && offer.price > 0 && !offer.stale;
}

/**
 * Whether an offer's price is one bottle's price: buyable now and not a set (`quantity` 1). Only these make the
 * product's lowest, 평소, 역대/30일 최저, shop shares, sorts and alerts; a set offer (`2병 세트`) is shown with its
 * per-bottle price but never stands for the bottle (offerAnsweringSql says the same in SQL).
 */
export function isBottlePriceOffer(offer: { inStock: boolean; price: number | null; stale: boolean; quantity: number }): boolean {
  return offer.quantity === 1 && isOfferBuyable(offer);
}
