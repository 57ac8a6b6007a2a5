import "server-only";
import { countVisibleProductsByManufacturer, listManufacturers } from "@/domains/catalog/listing";
import { matchManufacturers } from "./match-manufacturers";
import { parseSearchQuery, type SearchQuery } from "../normalize-query";
import { searchProducts } from "../search-products";
import type { ManufacturerSuggestion, SearchSuggestions } from "./suggestion-types";

const PRODUCT_SUGGESTIONS = 8;
const MANUFACTURER_SUGGESTIONS = 3;

/** Manufacturers matching the query that have visible products, with how many. */
async function suggestManufacturers(query: SearchQuery): Promise<ManufacturerSuggestion[]> {
  const all = await listManufacturers();
  const matched = matchManufacturers({ manufacturers: all, query, limit: MANUFACTURER_SUGGESTIONS * 2 });
  if (!matched.length) return [];
  const countOf = await countVisibleProductsByManufacturer({ manufacturerIds: matched.map((m) => m.id) });
  return matched
    .map((maker) => ({ ...maker, productCount: countOf.get(maker.id) ?? 0 }))
    .filter((maker) => maker.productCount > 0)
    .slice(0, MANUFACTURER_SUGGESTIONS);
}

/** What the header search box offers while typing: a few products (typos filled in) and manufacturers. */
export async function suggestSearch({ q }: { q: string }): Promise<SearchSuggestions> {
  const [result, makers] = await Promise.all([
    searchProducts({ q, limit: PRODUCT_SUGGESTIONS, typos: "fill", counted: false }),
    suggestManufacturers(parseSearchQuery(q)),
  ]);
  return {
    items: result.items.map((card) => ({
      id: card.id,
      name: card.name,
      manufacturer: card.manufacturerName,
      price: { total: card.lowestTotalPrice, shop: card.lowestPrice, soldOut: card.inStockOfferCount === 0 },
      inhalation: card.inhalation,
    })),
    manufacturers: makers,
  };
}
