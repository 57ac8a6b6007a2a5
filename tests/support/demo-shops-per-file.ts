import { afterAll, beforeAll } from "vitest";
import { startDemoShopServer, type DemoShopServer } from "@/demo/shops/demo-shop-server";
import { shareCrawlerForManualRuns } from "@/domains/crawler/run/crawl-now";
import { createPoliteFetcher, type PoliteFetcher } from "@/domains/crawler/fetch";
import { createMemorySiteLock } from "@/domains/crawler/run/site-lock";

/**
 * The demo shops served for one test file (their clock fixed at `clock` when given), and a polite fetcher allowed only
 * their host (no pause, one attempt). `forManualRuns` also lends that fetcher to crawls the admin routes start. Read
 * `shops` and `fetcher` inside tests: they exist once the file's beforeAll ran.
 */
export function serveDemoShopsPerFile({ clock, forManualRuns = false }: { clock?: Date; forManualRuns?: boolean } = {}) {
  const served = {} as { shops: DemoShopServer; fetcher: PoliteFetcher };
  beforeAll(async () => {
    served.shops = await startDemoShopServer(clock ? { now: () => clock } : {});
    served.fetcher = createPoliteFetcher({ allowHosts: [new URL(served.shops.url).host], hostDelayMs: 0, maxAttempts: 1 });
    if (forManualRuns) shareCrawlerForManualRuns({ fetcher: served.fetcher, lock: createMemorySiteLock() });
  });
  afterAll(async () => {
    if (forManualRuns) shareCrawlerForManualRuns(undefined);
    await served.fetcher?.close();
    await served.shops?.close();
  });
  return served;
}
