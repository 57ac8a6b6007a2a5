/**
 * What the crawler lends its tools (`npm run extract`, bench/crawler) for reading one page: fetch, decode, extract and
 * the plausibility check — no database, no `server-only`, so a plain `tsx` script may load it. A site's run and the
 * discovery's suggestion score are in `crawler-server-tools.ts`. Tools are outsiders (dependency-cruiser's
 * `tools-use-domain-faces`): they import these files, never a subfolder.
 */
export { decodeHtml, extractOffer, listVisibleCandidates, siteSelectorsSchema, type Extraction, type SiteSelectors } from "./extract";
export { createPoliteFetcher } from "./fetch";
export { checkPricePlausibility } from "./run/price-sanity";
