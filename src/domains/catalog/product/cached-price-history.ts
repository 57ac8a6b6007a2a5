import "server-only";
import { seoulDayOf } from "@/platform/time/seoul";
import { getPriceHistory, type PriceHistorySeries } from "./get-price-history";
import type { HistoryRange } from "./history-ranges";
import { createQueryCache } from "../query-cache";

// A series changes only with a new history row (then `version` changes) or a new day in Seoul; the
// TTL is a backstop for what neither shows (a shop renamed).
const historyCache = createQueryCache<PriceHistorySeries>({ ttlMs: 10 * 60_000, maxEntries: 1_000 });

/** `getPriceHistory`, kept per product, range, day and history version (`ProductDetail.historyVersion`). */
export function getCachedPriceHistory({
  productId,
  days,
  version,
  now = new Date(),
}: {
  productId: number;
  days: HistoryRange;
  version: string;
  now?: Date;
}): Promise<PriceHistorySeries> {
  return historyCache.get(`${productId}:${days}:${seoulDayOf(now)}:${version}`, () => getPriceHistory({ productId, days, now }));
}
