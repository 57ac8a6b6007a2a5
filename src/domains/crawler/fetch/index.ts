// Public surface of the crawler's HTTP client; the scheduler imports from here.
export { createPoliteFetcher, type PoliteFetcher, type PoliteFetcherOptions } from "@/domains/crawler/fetch/polite-fetcher";
