import type { PriceHistorySeries } from "./get-price-history";
import type { PriceBasis } from "../pricing/client";

export type HistoryTableRow = { day: string; lowest: number | null; shops: string[] };

/**
 * The history table's rows on one price basis (배송비 포함 `total`, the headline's, or 상품가 `shop`): each day's lowest
 * and the shops that had it, only on days where either changed (plus the first and last day), newest first.
 */
export function historyTableRows(history: PriceHistorySeries, basis: PriceBasis): HistoryTableRow[] {
  const lows = basis === "total" ? history.lowestTotal : history.lowest;
  const rows: HistoryTableRow[] = [];
  let previous = "";
  history.days.forEach((day, i) => {
    const lowest = lows[i] ?? null;
    const shopLows = (s: PriceHistorySeries["sites"][number]) => (basis === "total" ? s.lowsTotal : s.lows);
    const shops = lowest === null ? [] : history.sites.filter((s) => shopLows(s)[i] === lowest).map((s) => s.name);
    const state = `${lowest}|${shops.join("|")}`;
    if (state !== previous || i === history.days.length - 1) rows.push({ day, lowest, shops });
    previous = state;
  });
  return rows.reverse();
}
