import type { PoliteFetcher } from "./polite-fetcher";

/** What a crawl needs from the fetcher; tests and benches may pass their own. */
export type PageFetcher = Pick<PoliteFetcher, "fetchPage">;
