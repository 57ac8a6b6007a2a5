/** Matching's face (no database): the title matcher and the catalogue it reads, titles' specs, name keys and sounds, aliases, duplicate reasons. */
export { bottleKey, duplicateReason } from "./duplicate-reason";
export { matchCatalogSchema, shopTitlesSchema } from "./match-input";
export { nameKey } from "./name-key";
export { namesSoundAlike } from "./name-sound";
export { readTitleSpecs } from "./read-title";
export { createShopTitleMatcher } from "./shop-title-matcher";
export { aliasFromTitle } from "./title-alias";
export type { MatchCatalog, MatchDecision, MatchProduct, NewProductSpecs } from "./types";
