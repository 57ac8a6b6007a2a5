// Public surface of the extraction library; the scheduler imports from here.
export { extractOffer, listVisibleCandidates } from "@/domains/crawler/extract/extract-offer";
export { decodeHtml } from "@/domains/crawler/extract/decode-html";
export { siteSelectorsSchema, wonPrice, type Extraction, type SiteSelectors } from "@/domains/crawler/extract/types";
