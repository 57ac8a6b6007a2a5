import { formatWon, groupThousands } from "@/ui/format-won";

/** Days of history the typical range is read from, and how many of them must have had a buyable price. */
export const INSIGHT_WINDOW_DAYS = 90;
export const INSIGHT_MIN_DAYS = 30;

export type PriceInsightLabel = "low" | "typical" | "high";
export type PriceInsight = { low: number; high: number; label: PriceInsightLabel | null };

export const PRICE_INSIGHT_LABELS: Record<PriceInsightLabel, string> = {
  low: "평소보다 낮음",
  typical: "평소 가격",
  high: "평소보다 높음",
};

/** The p-th percentile (0–1) of sorted values, linear between neighbours (PostgreSQL's percentile_cont). */
function percentile(sorted: number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const below = Math.floor(at);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

const toHundred = (won: number) => Math.round(won / 100) * 100;

/**
 * "지금 사도 될까?": the typical range is the 25th–75th percentile of the product's daily all-in buyable lowest over the
 * window, each end rounded to 100원; today's price is `low` below the range, `high` above it, `typical` on or inside its
 * ends. Fewer than INSIGHT_MIN_DAYS days with a price: no insight at all (never a guess). Nothing buyable now: the range
 * without a label.
 */
export function decidePriceInsight({ dailyLows, today }: { dailyLows: Array<number | null>; today: number | null }): PriceInsight | null {
  const prices = dailyLows.filter((v): v is number => v !== null && v > 0).sort((a, b) => a - b);
  if (prices.length < INSIGHT_MIN_DAYS) return null;
  const low = toHundred(percentile(prices, 0.25));
  const high = toHundred(percentile(prices, 0.75));
  const label = today === null ? null : today < low ? "low" : today > high ? "high" : "typical";
  return { low, high, label };
}

/** `14,000~15,500원`, or one price when the range is flat. */
export function formatTypicalRange(low: number, high: number): string {
  return low === high ? formatWon(low) : `${groupThousands(low)}~${formatWon(high)}`;
}

/** The product page's line: `지금 가격: 평소보다 낮음 · 평소 14,000~15,500원 (90일)`. */
export function priceInsightLine({ low, high, label }: PriceInsight): string | null {
  if (!label) return null;
  return `지금 가격: ${PRICE_INSIGHT_LABELS[label]} · 평소 ${formatTypicalRange(low, high)} (${INSIGHT_WINDOW_DAYS}일)`;
}

/** How far below its typical range's lower end a price is, in whole percent (the /deals order). */
export function belowTypicalPercent(price: number, typicalLow: number): number {
  return Math.max(1, Math.round(((typicalLow - price) / typicalLow) * 100));
}
