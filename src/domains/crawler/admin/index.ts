import "server-only";

/**
 * The crawler admin's face for the server: crawl logs and runs, each shop's standing and health, the last crawl of an
 * offer, URL tests and manual crawls, and the cells the seller-site and price-report pages render.
 */
export { addOfferFromUrl, startSellerSiteCrawl, testSellerSiteUrl } from "./admin-crawl-actions";
export { crawlRunQuery, listCrawlHealth, listCrawlLogsOfRun, listCrawlRuns } from "./admin-crawl-logs";
export { MATCH_DECISION_LABELS } from "./crawl-log-labels";
export { listCrawlStandings } from "./list-crawl-standings";
export { listLastOfferCrawls } from "./last-offer-crawls";
export { LastCrawlSummary } from "./last-crawl-summary";
export { SiteCrawlState, SiteRobotsBadge } from "./site-crawl-cells";
export { CrawlStandingBadge } from "./crawl-standing-badge";
export { CrawlStatusBadge } from "./crawl-status-badge";
export { detectCrawlStall, listShopHealth } from "./shop-health";
export { listShopLags } from "./shop-lags";
