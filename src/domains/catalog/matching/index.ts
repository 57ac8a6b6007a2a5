/** Matching's face: the title matcher over the catalogue, the catalogue it reads, name keys and sounds, learnt aliases. */
export { bottleKey, duplicateReason } from "./duplicate-reason";
export { matchCatalogSchema, shopTitlesSchema } from "./match-input";
export { nameKey } from "./name-key";
export { namesSoundAlike } from "./name-sound";
export { learnProductAliasFromTitle } from "./product-aliases";
export { readTitleSpecs } from "./read-title";
export {
  confirmAutoRegisteredProduct,
  createProductFromShopPage,
  detachAutomaticOffer,
  loadMatchCatalog,
  mergeAutomaticOffer,
} from "./shop-page-products";
export { createShopTitleMatcher } from "./shop-title-matcher";
export type { MatchCatalog, MatchDecision, MatchProduct } from "./types";
