/** Weights of one day's signals in the 인기 score: a click out to a shop or a 찜 says more than a view. */
export const SIGNAL_WEIGHTS = { view: 1, click: 3, wishlist: 5 } as const;
/** A day's signals count half as much 7 days later. */
export const HALF_LIFE_DAYS = 7;

export type DailySignal = { productId: number; day: string; views?: number; clicks?: number; adds?: number };

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The 인기 score per product over a window ending on `lastDay` (Seoul days): Σ over days of
 * 0.5^(age / 7) × (views + 3·clicks + 5·wishlist adds), age 0 on the last day.
 */
export function scorePopularity({ signals, lastDay }: { signals: DailySignal[]; lastDay: string }): Map<number, number> {
  const scores = new Map<number, number>();
  for (const s of signals) {
    const weight = 0.5 ** (daysBetween(s.day, lastDay) / HALF_LIFE_DAYS);
    const value = (s.views ?? 0) * SIGNAL_WEIGHTS.view + (s.clicks ?? 0) * SIGNAL_WEIGHTS.click + (s.adds ?? 0) * SIGNAL_WEIGHTS.wishlist;
    scores.set(s.productId, (scores.get(s.productId) ?? 0) + weight * value);
  }
  return scores;
}

/** Seoul day `n` days before `day` (YYYY-MM-DD). */
export function shiftDay(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
}
