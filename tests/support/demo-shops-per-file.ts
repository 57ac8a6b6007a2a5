import { afterAll, beforeAll } from "vitest";
import { startDemoShopServer, type DemoShopServer } from "@/demo/shops/demo-shop-server";
import { createPoliteFetcher, type PoliteFetcher } from "@/domains/crawler/fetch";

/**
 * The demo shops served for one test file, their clock fixed at `clock`, and a polite fetcher allowed only their
 * host (no pause, one attempt). Read `shops` and `fetcher` inside tests: they exist once the file's beforeAll ran.
 */
export function serveDemoShopsPerFile(clock: Date) {
  const served = {} as { shops: DemoShopServer; fetcher: PoliteFetcher };
  beforeAll(async () => {
    served.shops = await startDemoShopServer({ now: () => clock });
    served.fetcher = createPoliteFetcher({ allowHosts: [new URL(served.shops.url).host], hostDelayMs: 0, maxAttempts: 1 });
  });
  afterAll(async () => {
    await served.fetcher?.close();
    await served.shops?.close();
  });
  return served;
}
