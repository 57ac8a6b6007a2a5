import "server-only";

/** The search log's face: a search written to the log, the popular searches read from it, and the empty result that offers them. */
export { logSearch } from "./log-search";
export { listPopularSearches } from "./list-popular-searches";
export { SearchEmptyState } from "./search-empty-state";
