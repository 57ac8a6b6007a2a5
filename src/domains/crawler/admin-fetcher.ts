import "server-only";
import { getConfig } from "@/platform/config";
import { getDbHandle } from "@/platform/db/client";
import { createCrawlerFetcher } from "./crawler-fetcher";
import type { PageFetcher } from "./page-fetcher";

// Next bundles route code apart from server.ts: one fetcher (robots cache, per-host pauses) per process.
const globalForFetcher = globalThis as unknown as { __adminFetcher?: PageFetcher };

/** The fetcher admin actions use (URL test, "지금 크롤링"): same politeness and SSRF guard as the crawler's. */
export function getAdminFetcher(): PageFetcher {
  const config = getConfig();
  const demoShops = getDbHandle().driver === "pglite" && config.DEMO_SHOPS_PORT !== 0;
  return (globalForFetcher.__adminFetcher ??= createCrawlerFetcher(config, { demoShops }));
}
