import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPriceAt } from "@/demo/catalog-model";
import { startDemoShopServer, type DemoShopServer } from "@/demo/shops/demo-shop-server";
import { offers, priceHistory } from "@/domains/catalog/schema";
import { createCrawlQueue, startCrawlWorker } from "@/domains/crawler/run/crawl-queue";
import { startCrawlScheduler } from "@/domains/crawler/run/crawl-scheduler";
import { createPoliteFetcher, type PoliteFetcher } from "@/domains/crawler/fetch";
import { runSiteCrawl } from "@/domains/crawler/run/run-site-crawl";
import { crawlRuns } from "@/domains/crawler/schema";
import { createMemorySiteLock, createRedisSiteLock } from "@/domains/crawler/run/site-lock";
import { getDb, setDbHandle } from "@/platform/db/client";
import { createDemoShopSite } from "../support/crawler-factories";
import { describeEachDatabase, openTestDatabase, type TestDatabase } from "../support/test-db";

let shops: DemoShopServer;
let fetcher: PoliteFetcher;
beforeAll(async () => {
  shops = await startDemoShopServer();
  fetcher = createPoliteFetcher({ allowHosts: [new URL(shops.url).host], hostDelayMs: 0, maxAttempts: 1 });
});
afterAll(async () => {
  await fetcher.close();
  await shops.close();
});

const runsOf = (siteId: number) => getDb().select().from(crawlRuns).where(eq(crawlRuns.sellerSiteId, siteId)).orderBy(crawlRuns.id);

describeEachDatabase("in-process crawl scheduler", () => {
  it("crawls due sites on its own, a quarter of a site's offers per run, never a site (or a host) twice at once", async () => {
    const big = await createDemoShopSite({ shopsUrl: shops.url, siteSlug: "liquid-warehouse", count: 30 });
    const small = await createDemoShopSite({ shopsUrl: shops.url, siteSlug: "vapehub", count: 3 });
    const lock = createMemorySiteLock();
    let offset = 0;
    const scheduler = startCrawlScheduler({
      tickMs: 60_000,
      now: () => new Date(Date.now() + offset),
      dispatch: (due, signal) => runSiteCrawl({ due, lock, fetcher, trigger: "schedule", signal }),
    });
    try {
      await scheduler.tick();
      await scheduler.tick(); // the run is in flight or just done: nothing new may start
      await scheduler.settle();
      expect((await runsOf(big.site.id)).map((r) => [r.trigger, r.status, r.pages])).toEqual([["schedule", "ok", 20]]);
      expect(await runsOf(small.site.id)).toEqual([]); // both shops are on the test's one demo host: one run at a time

      await scheduler.tick();
      await scheduler.settle();
      expect(await runsOf(big.site.id)).toHaveLength(1); // a site runs at most every 30 s
      expect((await runsOf(small.site.id)).map((r) => r.pages)).toEqual([3]);

      offset = 2 * 60_000;
      await scheduler.tick();
      await scheduler.settle();
      expect((await runsOf(big.site.id)).map((r) => r.pages)).toEqual([20, 10]);
      expect((await runsOf(small.site.id)).map((r) => r.pages)).toEqual([3]); // nothing due there

      const rows = await getDb().select().from(offers).where(eq(offers.sellerSiteId, big.site.id));
      for (const { offer, demoOffer } of big.offers)
        expect(rows.find((r) => r.id === offer.id)!.price).toBe(demoPriceAt(demoOffer.key, new Date()).price);
    } finally {
      await scheduler.stop();
    }
  });
});

const redisUrl = process.env.REDIS_URL;
describe.skipIf(!redisUrl || !process.env.TEST_DATABASE_URL)("crawl queue: PostgreSQL + Redis (BullMQ) with real workers", () => {
  let database: TestDatabase;
  let redis: Redis;
  const prefix = `test-crawl-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    database = await openTestDatabase("postgres");
    redis = new Redis(redisUrl!, { maxRetriesPerRequest: null });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    setDbHandle(undefined);
    await database.handle.close();
  });

  it("the web side enqueues due sites, two workers consume them under a per-site lock, writing one history row per change", async () => {
    const { site, offers: created } = await createDemoShopSite({ shopsUrl: shops.url, siteSlug: "juicebox", count: 12 });
    const queue = createCrawlQueue({ redisUrl: redisUrl!, prefix });
    const lock = createRedisSiteLock(redis, { prefix: `${prefix}:lock` });
    const workers = [1, 2].map(() => startCrawlWorker({ redisUrl: redisUrl!, prefix, db: database.handle.db, fetcher, lock }));
    const scheduler = startCrawlScheduler({ tickMs: 60_000, dispatch: (due) => queue.enqueue(due) });
    try {
      await scheduler.tick();
      await scheduler.settle();
      await expect.poll(async () => (await runsOf(site.id)).filter((r) => r.status !== "running").length, { timeout: 20_000 }).toBe(1);
      const [first] = await runsOf(site.id);
      expect(first).toMatchObject({ trigger: "queue", status: "ok", pages: 12, changedCount: 12 });

      // The same site handed to both workers at once (bypassing the queue's per-site job id): the lock lets one
      // crawl; the other job finds the site busy and is retried after it.
      const due = {
        siteId: site.id,
        host: new URL(shops.url).host,
        limit: 100,
        dueBeforeMs: Date.now(),
        discover: false,
        intervalsBehind: 0,
      };
      await getDb().update(offers).set({ lastCrawledAt: null }).where(eq(offers.sellerSiteId, site.id));
      const retried = { attempts: 5, backoff: { type: "fixed", delay: 1_000 } };
      await Promise.all([
        queue.queue.add("crawl-site", due, { jobId: "a", ...retried }),
        queue.queue.add("crawl-site", due, { jobId: "b", ...retried }),
      ]);
      await expect
        .poll(async () => (await queue.queue.getJobCounts("completed", "waiting", "active")).completed, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(2);
      const runs = await runsOf(site.id);
      for (let i = 1; i < runs.length; i++)
        expect(runs[i]!.startedAt.getTime()).toBeGreaterThanOrEqual(runs[i - 1]!.finishedAt!.getTime() - 5);
      const history = await getDb()
        .select()
        .from(priceHistory)
        .where(
          inArray(
            priceHistory.offerId,
            created.map((c) => c.offer.id),
          ),
        );
      expect(history).toHaveLength(12);
    } finally {
      await scheduler.stop();
      await Promise.all(workers.map((w) => w.close()));
      await queue.close();
    }
  });
});
