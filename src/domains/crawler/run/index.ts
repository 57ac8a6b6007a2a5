import "server-only";

/**
 * Runs' face: a site's crawl run, the manual 지금 수집 runs, the web process's scheduler and the worker process, and the
 * rules the admin and onboarding read from runs (failures in a row, product links, page URLs).
 */
export { crawlSite } from "./crawl-site";
export { crawlOfferNow, crawlSiteNow, manualCrawlFetcher, startSiteCrawlNow } from "./crawl-now";
export { startCrawlerInWebProcess } from "./crawler-runtime";
export { runCrawlWorkerProcess } from "./crawl-worker-process";
export { countFailuresInARow, nextProbeAt } from "./failing-sites";
export { findProductLinks, isProductPageUrl } from "./product-links";
export { normalizePageUrl } from "./page-urls";
export { scoreSuggestion } from "./suggest-products";
