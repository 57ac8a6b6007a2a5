import { buildMatchIndex } from "./catalog-index";
import { decideTitle } from "./decide-title";
import type { MatchCatalog, MatchDecision } from "./types";

/**
 * The matcher over one catalogue (built once, then fast for each title): what a shop title is —
 * `match`, `new`, `skip` or `review` (matching/decide-title.ts). Used by the crawl and `npm run match`.
 */
export function createShopTitleMatcher(catalog: MatchCatalog): (title: string) => MatchDecision {
  const index = buildMatchIndex(catalog);
  return (title) => decideTitle(title, index);
}
