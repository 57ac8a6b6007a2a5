// Public surface of the crawler's HTTP client (no `server-only`: a plain `tsx` tool may load it).
export { createPoliteFetcher, type PoliteFetcher, type PoliteFetcherOptions } from "@/domains/crawler/fetch/polite-fetcher";
export type { PageFetcher } from "@/domains/crawler/fetch/page-fetcher";
export type { FetchFailureCode, FetchSuccess } from "@/domains/crawler/fetch/types";
