import "server-only";
import { and, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { SearchParams } from "@/platform/http/search-params";
import { facetConditions, listingBaseCondition } from "./listing-conditions";
import { listingOrder } from "./list-products";
import { LISTING_SORTS, parseListingParams, type ListingParams, type ListingSort } from "./listing-params";
import type { Inhalation } from "../schema";

/**
 * /search's sort and filters, read and applied by the listings' own rules (`stock`, `min`/`max`, `vol`, `form`, `sort`),
 * plus the type (`type=MTL|DL`) a listing takes from its path. `sort` null: by relevance to the query.
 */
export type SearchRefinements = { params: ListingParams; inhalation: Inhalation | null; sort: ListingSort | null };

export function parseSearchRefinements(raw: SearchParams): SearchRefinements {
  const type = z.enum(["MTL", "DL"]).safeParse(raw.type);
  const sort = z.enum(LISTING_SORTS).safeParse(raw.sort);
  return { params: parseListingParams(raw), inhalation: type.success ? type.data : null, sort: sort.success ? sort.data : null };
}

/** The filters as SQL over products: the listings' base condition (type, price range, stock) and their size and form facets. */
export function searchRefinementCondition({ params, inhalation }: SearchRefinements): SQL {
  const facets = facetConditions(params);
  return and(listingBaseCondition(inhalation, params), facets.vol, facets.form)!;
}

/** The chosen sort's order (the listings' own), or null for relevance. */
export function searchRefinementOrder({ sort }: SearchRefinements, now: Date): SQL[] | null {
  return sort ? listingOrder(sort, now) : null;
}
