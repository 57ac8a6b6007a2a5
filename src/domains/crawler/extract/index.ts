// Public surface of the extraction library; the scheduler imports from here.
export { extractOffer } from "@/domains/crawler/extract/extract-offer";
export { decodeHtml } from "@/domains/crawler/extract/decode-html";
export { siteSelectorsSchema, type Extraction, type SiteSelectors } from "@/domains/crawler/extract/types";
