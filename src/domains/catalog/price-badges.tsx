const DAY = 86_400_000;

/** All-in figures (price + shipping), as refreshProductPricing keeps them. */
type Pricing = {
  lowestTotalPrice: number | null;
  previousLowestPrice: number | null;
  lowestChangedAt: Date | null;
  low30d: number | null;
  allTimeLow: number | null;
};

/** The drop of the all-in lowest price in the last week, in whole percent; null when it did not drop. */
export function recentDropPercent(p: Pricing, now: Date): number | null {
  if (p.lowestTotalPrice === null || p.previousLowestPrice === null || p.previousLowestPrice <= p.lowestTotalPrice) return null;
  if (!p.lowestChangedAt || now.getTime() - p.lowestChangedAt.getTime() > 7 * DAY) return null;
  return Math.max(1, Math.round(((p.previousLowestPrice - p.lowestTotalPrice) / p.previousLowestPrice) * 100));
}

/** 역대 최저가 / 30일 최저가 / ▼n% badges for a product's current lowest price. */
export function PriceBadges({ pricing, now, withLows = true }: { pricing: Pricing; now: Date; withLows?: boolean }) {
  const drop = recentDropPercent(pricing, now);
  const { lowestTotalPrice: lowestPrice, allTimeLow, low30d } = pricing;
  const allTime = withLows && lowestPrice !== null && allTimeLow !== null && lowestPrice <= allTimeLow;
  const month = withLows && !allTime && lowestPrice !== null && low30d !== null && lowestPrice <= low30d;
  if (!drop && !allTime && !month) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {drop ? <span className="rounded bg-red-50 px-1.5 py-0.5 text-xs font-bold text-red-700">{`▼${drop}%`}</span> : null}
      {allTime ? <span className="rounded bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white">역대 최저가</span> : null}
      {month ? <span className="rounded bg-brand-100 px-1.5 py-0.5 text-xs font-bold text-brand-800">30일 최저가</span> : null}
    </span>
  );
}
