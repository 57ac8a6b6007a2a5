import { compareNames } from "@/ui/compare-names";

export type OfferOrder = "price" | "total";

type Sortable = { price: number | null; total: number | null; inStock: boolean; stale: boolean; siteName: string; quantity?: number };

/**
 * Offers cheapest first (by all-in or shop price); set offers (`2병 세트`) after the single bottles they are no price of;
 * stale, then sold-out, then unpriced offers go last.
 */
export function sortOffers<T extends Sortable>(offers: readonly T[], order: OfferOrder): T[] {
  const rank = (o: T) => (o.price === null ? 3 : !o.inStock ? 2 : o.stale ? 1 : (o.quantity ?? 1) > 1 ? 0.5 : 0);
  const key = (o: T) => (order === "total" ? o.total : o.price) ?? Number.MAX_SAFE_INTEGER;
  return [...offers].sort(
    (a, b) => rank(a) - rank(b) || key(a) - key(b) || (a.price ?? 0) - (b.price ?? 0) || compareNames(a.siteName, b.siteName),
  );
}
