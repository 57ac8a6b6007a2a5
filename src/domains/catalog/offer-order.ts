export type OfferOrder = "price" | "total";

type Sortable = { price: number | null; total: number | null; inStock: boolean; siteName: string };

/** Offers cheapest first (by price or by all-in price); sold-out and unpriced offers go last. */
export function sortOffers<T extends Sortable>(offers: readonly T[], order: OfferOrder): T[] {
  const rank = (o: T) => (o.inStock && o.price !== null ? 0 : o.price !== null ? 1 : 2);
  const key = (o: T) => (order === "total" ? o.total : o.price) ?? Number.MAX_SAFE_INTEGER;
  return [...offers].sort(
    (a, b) => rank(a) - rank(b) || key(a) - key(b) || (a.price ?? 0) - (b.price ?? 0) || a.siteName.localeCompare(b.siteName, "ko"),
  );
}
