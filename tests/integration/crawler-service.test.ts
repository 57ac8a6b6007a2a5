import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPriceAt } from "@/demo/catalog-model";
import { offers } from "@/domains/catalog/schema";
import { startCrawlerWithDemoShops } from "@/server/background-services";
import { crawlRuns } from "@/domains/crawler/schema";
import { parseConfig } from "@/platform/config";
import { getDb, setDbHandle } from "@/platform/db/client";
import { DEMO_SHOPS_PORT_COUNT } from "@/demo/shops/demo-shop-origins";
import { freePortRange } from "../../scripts/cluster/child-process";
import { createDemoShopSite } from "../support/crawler-factories";
import { openTestDatabase, topologyOf, type TestDatabase } from "../support/test-db";

// The demo shops and the in-process scheduler are the embedded default's: PGlite only.
describe("crawler background service (embedded default)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await database.handle.close();
  });

  it("starts the demo shops and crawls due offers from them on its own schedule", async () => {
    const port = await freePortRange(DEMO_SHOPS_PORT_COUNT);
    const config = parseConfig({ NODE_ENV: "test", DEMO_SHOPS_PORT: String(port), CRAWLER_DELAY_MS: "0" });
    const { site, offers: created } = await createDemoShopSite({ shopsUrl: config.DEMO_SHOPS_URL, siteSlug: "ecig24", count: 4 });
    const service = await startCrawlerWithDemoShops({
      config,
      db: database.handle,
      topology: topologyOf(database, { redisUrl: undefined }),
    });
    try {
      await expect
        .poll(async () => (await getDb().select().from(crawlRuns).where(eq(crawlRuns.sellerSiteId, site.id))).map((r) => r.status), {
          timeout: 40_000,
          interval: 1_000,
        })
        .toEqual(["ok"]);
      const rows = await getDb().select().from(offers).where(eq(offers.sellerSiteId, site.id));
      for (const { offer, demoOffer } of created)
        expect(rows.find((r) => r.id === offer.id)!.price).toBe(demoPriceAt(demoOffer.key, new Date()).price);
    } finally {
      await service!.stop();
    }
    await expect(fetch(`${config.DEMO_SHOPS_URL}/robots.txt`)).rejects.toThrow();
  }, 60_000);
});
