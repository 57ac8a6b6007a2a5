import { getSiteSettings } from "@/domains/settings/get-site-settings";
import type { Config } from "@/platform/config";
import { createPoliteFetcher, type PoliteFetcher } from "../fetch";

/** The 요청 간격 setting (CRAWLER_DELAY_MS until an admin saves one), read per request so a change applies at once. */
const settingDelayMs = async () => (await getSiteSettings()).crawlDelayMs;

/**
 * The process's fetcher: the request-delay setting between requests to a shop, the operator's allow-list, and —
 * when the built-in demo shops run here — those allow-listed with a short pause of their own (they
 * are ours, on loopback; a second's pause per page would make the demo crawl take half an hour).
 */
export function createCrawlerFetcher(config: Config, { demoShopHosts }: { demoShopHosts: readonly string[] }): PoliteFetcher {
  const base = { baseUrl: config.BASE_URL, userAgent: config.CRAWLER_USER_AGENT };
  const main = createPoliteFetcher({ ...base, allowHosts: config.CRAWLER_ALLOW_HOSTS, hostDelayMs: settingDelayMs });
  if (demoShopHosts.length === 0) return main;
  const demo = createPoliteFetcher({ ...base, allowHosts: demoShopHosts, hostDelayMs: async () => Math.min(await settingDelayMs(), 250) });
  return {
    fetchPage: (url) => (demoShopHosts.includes(new URL(url).host) ? demo : main).fetchPage(url),
    close: async () => void (await Promise.all([main.close(), demo.close()])),
  };
}
