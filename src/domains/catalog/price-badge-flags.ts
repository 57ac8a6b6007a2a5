// Which price badges a product earns, worked out on the server; price-badges.tsx draws them.

const DAY = 86_400_000;

/** How long a drop of the lowest earns its ▼n% badge, and so sorts under 가격 인하율순 (recentDropRatioSql). */
export const RECENT_DROP_DAYS = 7;

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
  if (!p.lowestChangedAt || now.getTime() - p.lowestChangedAt.getTime() > RECENT_DROP_DAYS * DAY) return null;
  return Math.max(1, Math.round(((p.previousLowestPrice - p.lowestTotalPrice) / p.previousLowestPrice) * 100));
}

/** Which badges a product's current lowest price earns: the week's drop, an all-time low, else a 30-day low. */
export type PriceBadgeFlags = { drop?: number; allTimeLow?: true; monthLow?: true };

/** 역대 최저가: an all-in price at or under the lowest in our history (the badge's rule and the 역대 최저가 alert's). */
export function isAllTimeLow(price: number | null, allTimeLow: number | null): boolean {
  return price !== null && allTimeLow !== null && price <= allTimeLow;
}

export function priceBadgeFlags(pricing: Pricing, now: Date): PriceBadgeFlags {
  const drop = recentDropPercent(pricing, now);
  const { lowestTotalPrice: lowestPrice, allTimeLow, low30d } = pricing;
  const allTime = isAllTimeLow(lowestPrice, allTimeLow);
  const month = !allTime && lowestPrice !== null && low30d !== null && lowestPrice <= low30d;
  return { ...(drop ? { drop } : {}), ...(allTime ? { allTimeLow: true as const } : {}), ...(month ? { monthLow: true as const } : {}) };
}
