// Public surface of the extraction library; the scheduler imports from here.
export { extractOffer, type ExtractInput } from "@/domains/crawler/extract/extract-offer";
export { decodeHtml } from "@/domains/crawler/extract/decode-html";
export { parsePrice, findPrice } from "@/domains/crawler/extract/parse-price";
export { parseShipping, type Shipping } from "@/domains/crawler/extract/parse-shipping";
export {
  EXTRACTION_FAILURE_REASONS,
  EXTRACTION_METHODS,
  extractionSchema,
  siteSelectorsSchema,
  type Extraction,
  type ExtractionFailure,
  type ExtractionFailureCode,
  type ExtractionMethod,
  type ExtractResult,
  type OfferOption,
  type SiteSelectors,
} from "@/domains/crawler/extract/types";
