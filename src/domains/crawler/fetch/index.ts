// Public surface of the crawler's HTTP client; the scheduler imports from here.
export { createPoliteFetcher, type PoliteFetcher, type PoliteFetcherOptions } from "@/domains/crawler/fetch/polite-fetcher";
export {
  FETCH_FAILURE_REASONS,
  type FetchFailure,
  type FetchFailureCode,
  type FetchResult,
  type FetchSuccess,
} from "@/domains/crawler/fetch/types";
export { checkUrl, createAllowList, isPublicAddress } from "@/domains/crawler/fetch/url-safety";
