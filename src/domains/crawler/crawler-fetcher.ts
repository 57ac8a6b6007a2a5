import type { Config } from "@/platform/config";
import { createPoliteFetcher, type PoliteFetcher } from "./fetch";

/**
 * The process's fetcher: CRAWLER_DELAY_MS between requests to a shop, the operator's allow-list, and —
 * when the built-in demo shops run here — those allow-listed with a short pause of their own (they
 * are ours, on loopback; a second's pause per page would make the demo crawl take half an hour).
 */
export function createCrawlerFetcher(config: Config, { demoShops }: { demoShops: boolean }): PoliteFetcher {
  const base = { baseUrl: config.BASE_URL, userAgent: config.CRAWLER_USER_AGENT };
  const main = createPoliteFetcher({ ...base, allowHosts: config.CRAWLER_ALLOW_HOSTS, hostDelayMs: config.CRAWLER_DELAY_MS });
  if (!demoShops) return main;
  const demoHost = new URL(config.DEMO_SHOPS_URL).host;
  const demo = createPoliteFetcher({ ...base, allowHosts: [demoHost], hostDelayMs: Math.min(config.CRAWLER_DELAY_MS, 250) });
  return {
    fetchPage: (url) => (new URL(url).host === demoHost ? demo : main).fetchPage(url),
    close: async () => void (await Promise.all([main.close(), demo.close()])),
  };
}
