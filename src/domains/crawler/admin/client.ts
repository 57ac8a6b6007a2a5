/** The crawler admin's face for client components: the crawl-run table, 지금 수집, the URL tests. */
export { CrawlNowButton } from "./crawl-now-button";
export { CrawlRunTable } from "./crawl-run-table";
export { OfferPageTest } from "./offer-page-test";
export { UrlReadForm } from "./url-read-form";
export { UrlTestPanel } from "./url-test-panel";
// A type only: erased from the bundle, so no server code comes with it.
export type { UrlTestResult } from "./admin-crawl-actions";
