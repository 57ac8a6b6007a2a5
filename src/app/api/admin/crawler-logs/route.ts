import { crawlRunQuery, listCrawlRuns } from "@/domains/crawler/admin";
import { apiRoute } from "@/platform/http/api-route";

/** Crawl runs filtered by site, status and Seoul day range: `{ runs, pagination }`. */
export const GET = apiRoute({ access: "admin", query: crawlRunQuery }, async ({ query }) => listCrawlRuns(query));
