import type { PriceHistorySeries } from "./get-price-history";

/** A price history as the RSC payload carries it: its days are consecutive, so only the first is sent (a year was 365 dates). */
export type PackedHistory = Omit<PriceHistorySeries, "days"> & { firstDay: string };

export function packHistory({ days, ...rest }: PriceHistorySeries): PackedHistory {
  return { ...rest, firstDay: days[0] ?? "" };
}

export function unpackHistory({ firstDay, ...rest }: PackedHistory): PriceHistorySeries {
  const start = Date.parse(`${firstDay}T00:00:00Z`);
  const days = rest.lowest.map((_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
  return { ...rest, days };
}
