import "server-only";
import { searchProducts, type ProductSearchResult, type SearchRefinement } from "./search-products";

/**
 * One page of /search. By relevance a short list is topped up with similar names as the suggestions are (suggestSearch),
 * so the page holds every product they showed; under a chosen sort only matches count (a sort of guesses misleads).
 */
export function searchResults({
  q,
  page,
  pageSize,
  refine,
}: {
  q: string;
  page: number;
  pageSize: number;
  refine?: SearchRefinement;
}): Promise<ProductSearchResult> {
  return searchProducts({ q, limit: pageSize, offset: (page - 1) * pageSize, typos: refine?.orderBy ? "fallback" : "fill", refine });
}
