/** The price history's ranges in days; 30 is the default (no `range` in the URL). */
export const HISTORY_RANGES = [30, 90, 365] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];

/** A product page's URL showing `range`, scrolled to the history. */
export const historyRangeHref = (productId: number, range: HistoryRange) =>
  `/products/${productId}${range !== 30 ? `?range=${range}` : ""}#price-history`;

/** A range as its tab reads: `30일`, `90일`, `1년`. */
export const historyRangeLabel = (range: HistoryRange) => (range === 365 ? "1년" : `${range}일`);
