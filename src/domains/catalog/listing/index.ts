/** Listing's face: the listing, search refinements, deals, home sections, product summaries, the grid and the sitemap's products. */
export { CompareTable } from "./compare-table";
export { countProductFacets } from "./count-product-facets";
export { DealsPage } from "./deals-page";
export { listTopDeals } from "./list-deals";
export { listHomeSections } from "./list-home-sections";
export { listMatchingProductIds } from "./list-matching-product-ids";
export { listProductSummaries, type ProductSummary } from "./list-product-summaries";
export { listProducts } from "./list-products";
export { listSitemapProducts } from "./list-sitemap-products";
export { ListingPage } from "./listing-page";
export {
  DEFAULT_LISTING_PARAMS,
  LISTING_SORTS,
  LISTING_VALUE_SCHEMAS,
  type ListingParams,
  listingQueryString,
  parseListingParams,
} from "./listing-params";
export { ProductGrid } from "./product-grid";
export { SearchRefinementBar, searchRefinementQuery } from "./search-refinement-bar";
export { parseSearchRefinements, searchRefinementCondition, searchRefinementOrder } from "./search-refinements";
export {
  countProducts,
  countVisibleProductsByManufacturer,
  listHangulSearchWords,
  listManufacturers,
  listProductIdsWhere,
  listSearchTexts,
  searchableProductColumns,
} from "./searchable-products";
export { ServerProductGrid } from "./server-product-grid";
