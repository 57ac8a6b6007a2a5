import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { DEMO_SELLER_SITES } from "@/demo/catalog-model";
import { startDemoShopServer, type DemoShopServer } from "@/demo/shops/demo-shop-server";
import { sellerSites } from "@/domains/catalog/schema";
import { startCrawlScheduler } from "@/domains/crawler/run/crawl-scheduler";
import type { CrawlStanding } from "@/domains/crawler/admin/crawl-standing";
import { createPoliteFetcher, type PoliteFetcher } from "@/domains/crawler/fetch";
import { listCrawlStandings } from "@/domains/crawler/admin/list-crawl-standings";
import { runSiteCrawl } from "@/domains/crawler/run/run-site-crawl";
import { createMemorySiteLock } from "@/domains/crawler/run/site-lock";
import { getDb } from "@/platform/db/client";
import { createDemoShopSite } from "../support/crawler-factories";
import { countRunning, createSimulatedClock, createSimulatedHostFetcher, simulateScheduling } from "../support/simulated-crawling";
import { describeEachDatabase } from "../support/test-db";

// Eight shops as in the demo, four offers each, over two simulated hours; the scheduler ticks every 15 s as in production.
const INTERVALS = [3, 4, 5, 2, 3, 4, 5, 3];
const OFFERS_PER_SHOP = 2;
const HOURS = 2;
const TICK_MS = 15_000;

let shops: DemoShopServer;
let pages: PoliteFetcher;
beforeAll(async () => {
  shops = await startDemoShopServer();
  pages = createPoliteFetcher({ allowHosts: [new URL(shops.url).host], hostDelayMs: 0, maxAttempts: 1 });
  // The scheduler's own timer must not tick in real time: the simulation ticks it.
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
});
afterAll(async () => {
  vi.useRealTimers();
  await pages.close();
  await shops.close();
});

/** Every page comes from the test's demo shop server, whatever host the offer's URL names. */
async function readFromDemoShops(url: URL) {
  const result = await pages.fetchPage(`${shops.url}${url.pathname}${url.search}`);
  return result.ok ? { ...result, finalUrl: url.href } : result;
}

/** Each shop's standing on the admin pages when the last simulation ended. */
let lags: CrawlStanding[] = [];

/** Runs the eight shops (`hostOf(i)`: the origin of shop i) through the simulation; answers each shop's reads per offer. */
async function simulate({
  hostOf,
  pauseMs,
  maxInFlight,
  closedShop,
}: {
  hostOf: (i: number) => string;
  pauseMs: number;
  maxInFlight?: number;
  /** A shop whose every page answers 500 throughout. */
  closedShop?: number;
}) {
  const clock = createSimulatedClock(Math.floor(Date.now() / 60_000) * 60_000);
  const fetcher = createSimulatedHostFetcher({ clock, pauseMs, read: readFromDemoShops });
  const slugs = INTERVALS.map((_, i) => DEMO_SELLER_SITES[i]!.slug);
  const sites = [];
  for (const [i, crawlIntervalMinutes] of INTERVALS.entries())
    sites.push((await createDemoShopSite({ shopsUrl: hostOf(i), siteSlug: slugs[i]!, count: OFFERS_PER_SHOP, crawlIntervalMinutes })).site);
  const lock = createMemorySiteLock();
  const runs = countRunning((due: Parameters<typeof runSiteCrawl>[0]["due"], signal: AbortSignal) =>
    runSiteCrawl({ due, lock, fetcher, trigger: "schedule", signal, now: clock.now }),
  );
  const scheduler = startCrawlScheduler({ tickMs: TICK_MS, now: clock.now, maxInFlight, dispatch: runs.dispatch });
  const untilMs = clock.nowMs() + HOURS * 60 * 60_000;
  const closedPath = closedShop === undefined ? null : `/${slugs[closedShop]}/`;
  if (closedPath) shops.setFault(closedPath, "500");
  try {
    await simulateScheduling({ clock, scheduler, running: runs.running, tickMs: TICK_MS, untilMs });
  } finally {
    if (closedPath) shops.setFault(closedPath, null);
  }
  const served = fetcher.served.filter((page) => page.atMs < untilMs);
  const standings = await listCrawlStandings({ now: clock.now() });
  lags = sites.map((site) => standings.get(site.id)!);
  return slugs.map((slug) => served.filter((page) => page.url.pathname.startsWith(`/${slug}/`)).length / OFFERS_PER_SHOP);
}

describeEachDatabase("fair crawl scheduling over simulated hours", () => {
  afterEach(async () => {
    await getDb().update(sellerSites).set({ enabled: false });
  });

  it("reads every shop once per interval when each shop is its own host, backs off from a shop that answers nothing and calls it 중단", async () => {
    const closedShop = INTERVALS.length - 1;
    const reads = await simulate({ hostOf: (i) => `http://shop-${i}.test`, pauseMs: 1_000, closedShop });
    const fairShare = INTERVALS.map((minutes) => (HOURS * 60) / minutes);
    console.info("own hosts: reads per offer", reads, "fair share", fairShare);
    for (const [i, share] of fairShare.entries())
      if (i !== closedShop) expect(Math.abs(reads[i]! - share), `shop ${i}`).toBeLessThanOrEqual(1);
    // The closed shop (3-minute interval) is tried at 0 and 3 minutes, then after 3, 6, 12, 24 and 48 more: 7 reads of
    // each offer in two hours instead of 40.
    expect(reads[closedShop]).toBeGreaterThanOrEqual(6);
    expect(reads[closedShop]).toBeLessThanOrEqual(8);
    // Nothing confirmed for two hours: the admin pages must not call it 정상.
    expect(lags.map((s) => s.state)).toEqual(INTERVALS.map((_, i) => (i === closedShop ? "stopped" : "ok")));
    // Its offers were never confirmed (created without a read): the page says so rather than a lag.
    expect(lags[closedShop]!.lagMs).toBeNull();
  }, 300_000);

  it("when one host cannot keep up, every shop falls behind evenly instead of half of them starving", async () => {
    // One page per 20 s for all eight shops: about 60 % of what their intervals ask for.
    const pauseMs = 20_000;
    const reads = await simulate({ hostOf: () => "http://shops.test", pauseMs });
    const total = reads.reduce((sum, r) => sum + r, 0);
    const weight = INTERVALS.reduce((sum, minutes) => sum + 1 / minutes, 0);
    const fairShare = INTERVALS.map((minutes) => (total * (1 / minutes)) / weight);
    console.info("one host: reads per offer", reads, "fair share", fairShare);
    expect(total * OFFERS_PER_SHOP).toBeGreaterThan(0.95 * ((HOURS * 3_600_000) / pauseMs));
    for (const [i, share] of fairShare.entries()) expect(Math.abs(reads[i]! - share), `shop ${i}`).toBeLessThanOrEqual(1);
    // The admin pages show the shops behind their interval and by how much, none of them two intervals behind.
    console.info(
      "one host: lag in intervals",
      lags.map((s, i) => s.lagMs! / (INTERVALS[i]! * 60_000)),
    );
    for (const [i, standing] of lags.entries()) expect(standing.lagMs! / (INTERVALS[i]! * 60_000), `shop ${i}`).toBeLessThan(1);
    expect(lags.map((s) => s.state)).toEqual(INTERVALS.map(() => "ok"));
    expect(lags.some((s) => s.lagMs! > 0)).toBe(true);
  }, 300_000);
});
