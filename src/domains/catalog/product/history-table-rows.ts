import type { PriceHistorySeries } from "../get-price-history";

export type HistoryTableRow = { day: string; lowest: number | null; shops: string[] };

/**
 * The history table's rows: each day's lowest price and the shops that had it, only on days where
 * either changed (plus the first and last day), newest first, so the table stays short.
 */
export function historyTableRows(history: PriceHistorySeries): HistoryTableRow[] {
  const rows: HistoryTableRow[] = [];
  let previous = "";
  history.days.forEach((day, i) => {
    const lowest = history.lowest[i] ?? null;
    const shops = lowest === null ? [] : history.sites.filter((s) => s.lows[i] === lowest).map((s) => s.name);
    const state = `${lowest}|${shops.join("|")}`;
    if (state !== previous || i === history.days.length - 1) rows.push({ day, lowest, shops });
    previous = state;
  });
  return rows.reverse();
}
