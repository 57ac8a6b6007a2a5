import "server-only";
import { listMatchingProductIds, type ProductSummary } from "@/domains/catalog/listing";
import type { LowestBuyableOffer } from "@/domains/catalog/pricing";
import type { PriceEvent } from "@/domains/catalog/price-events";
import { listSearchMatchIds } from "@/domains/search/search-products";
import { getDb } from "@/platform/db/client";
import { savedSearchText, type AlertSubject } from "./price-alert-text";
import { parseSavedSearchPath, type SavedSearchTarget } from "../saved-search-path";
import { savedSearches, savedSearchHits } from "../schema";

/**
 * A product of a batch of price events: its events and the all-in lowest they announced (`price`), the product as
 * stored now and the buyable offer holding its lowest, and the alert's subject when it has both.
 */
export type ProductChange = {
  productId: number;
  product: ProductSummary;
  lowest: LowestBuyableOffer | undefined;
  events: PriceEvent[];
  price: number | null;
  subject: AlertSubject | undefined;
};
type SavedSearchRow = { id: number; userId: string; label: string; maxPrice: number | null; createdAt: Date };

function matchingIds(target: SavedSearchTarget, productIds: number[]): Promise<number[]> {
  return target.kind === "search"
    ? listSearchMatchIds({ q: target.q, productIds })
    : listMatchingProductIds({ inhalation: target.inhalation, params: target.params, productIds });
}

/**
 * Whether a change makes the product newly match: it came back in stock, or its price fell from above the
 * search's ceiling (its maximum all-in price, else the listing's own price filter) to within it — and the
 * lowest offer changed after the search was saved (a stale offer back at its old price is no news).
 */
function newlyMatches(change: ProductChange, search: SavedSearchRow, target: SavedSearchTarget): boolean {
  const allIn = change.price;
  if (allIn === null || (search.maxPrice !== null && allIn > search.maxPrice)) return false;
  if ((change.lowest?.priceChangedAt?.getTime() ?? 0) <= search.createdAt.getTime()) return false;
  if (change.events.some((event) => event.type === "back_in_stock")) return true;
  // The events' lowests are all-in, as the search's maximum and the listing's price filter are.
  const old = change.events[0]?.oldLowestPrice ?? null;
  if (old === null || !change.events.some((event) => event.type === "price_dropped")) return false;
  const ceiling = search.maxPrice ?? (target.kind === "listing" ? target.params.maxPrice : null);
  return ceiling !== null && old > ceiling;
}

/**
 * Saved searches these changes newly satisfy, each product announced once per saved search (saved_search_hit
 * keeps who was told). One match query per distinct saved filter set, one insert for all hits.
 */
export async function matchSavedSearches({
  changes,
}: {
  changes: ProductChange[];
}): Promise<Array<{ userId: string; productId: number; content: string }>> {
  // Only a restock or a drop can make a product newly match; other batches need no query at all.
  const restockedOrDropped = changes.filter((change) =>
    change.events.some((event) => event.type === "back_in_stock" || event.type === "price_dropped"),
  );
  if (restockedOrDropped.length === 0) return [];
  const db = getDb();
  const searches = await db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      label: savedSearches.label,
      maxPrice: savedSearches.maxPrice,
      createdAt: savedSearches.createdAt,
      path: savedSearches.path,
    })
    .from(savedSearches);
  if (searches.length === 0) return [];
  const byPath = new Map<string, SavedSearchRow[]>();
  for (const search of searches) byPath.set(search.path, [...(byPath.get(search.path) ?? []), search]);
  const byProduct = new Map(restockedOrDropped.map((change) => [change.productId, change]));
  const candidates: Array<{ search: SavedSearchRow; change: ProductChange }> = [];
  for (const [path, group] of byPath) {
    const parsed = parseSavedSearchPath(path);
    if (!parsed) continue;
    for (const productId of await matchingIds(parsed.target, [...byProduct.keys()])) {
      const change = byProduct.get(productId)!;
      for (const search of group) if (newlyMatches(change, search, parsed.target)) candidates.push({ search, change });
    }
  }
  if (candidates.length === 0) return [];
  const inserted = await db
    .insert(savedSearchHits)
    .values(candidates.map(({ search, change }) => ({ savedSearchId: search.id, productId: change.productId })))
    .onConflictDoNothing()
    .returning({ savedSearchId: savedSearchHits.savedSearchId, productId: savedSearchHits.productId });
  const fresh = new Set(inserted.map((hit) => `${hit.savedSearchId}:${hit.productId}`));
  return candidates
    .filter(({ search, change }) => fresh.has(`${search.id}:${change.productId}`))
    .map(({ search, change }) => ({
      userId: search.userId,
      productId: change.productId,
      // A match needs a price (newlyMatches) and a changed buyable offer, so the subject is there.
      content: savedSearchText(search.label, change.subject!),
    }));
}
