import "server-only";

/**
 * What the crawler lends its benchmarks from the server side (bench/crawler, bench/matching): a whole site's crawl run
 * and the score discovery gives a product suggestion. Reading one page is `crawler-tools.ts`.
 */
export { crawlSite } from "./run/crawl-site";
export { scoreSuggestion } from "./run/suggest-products";
