/** An offer is stale once its shop has gone two crawl intervals without confirming it (a failing or stuck crawl). */
export function isOfferStale({ lastCrawledAt, intervalMinutes, now }: { lastCrawledAt: Date | null; intervalMinutes: number; now: Date }) {
  return lastCrawledAt === null || now.getTime() - lastCrawledAt.getTime() > 2 * intervalMinutes * 60_000;
}

/** Only an in-stock, priced, recently confirmed offer may be a lowest price: sold-out or stale ones never are. */
export function isOfferBuyable(offer: {
  inStock: boolean;
  price: number | null;
  stale: boolean;
}): offer is { inStock: true; price: number; stale: false } {
  return offer.inStock && offer.price !== null && offer.price > 0 && !offer.stale;
}
