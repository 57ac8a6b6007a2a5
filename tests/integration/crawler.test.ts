import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { demoOffers, demoPriceAt, demoPriceChangesBetween, demoShopUrl } from "@/demo/catalog-model";
import { startDemoShopServer, type DemoShopServer } from "@/demo/shops/demo-shop-server";
import { withDemoFault } from "@/demo/shops/faults";
import { offers, priceHistory, sellerSites } from "@/domains/catalog/schema";
import { demoShopBusiness } from "@/demo/shops/templates/shop-business";
import { crawlSite } from "@/domains/crawler/run/crawl-site";
import { createPoliteFetcher, type PoliteFetcher } from "@/domains/crawler/fetch";
import { crawlLogs, crawlRuns, heldPrices } from "@/domains/crawler/schema";
import { getDb } from "@/platform/db/client";
import type { DomainEvent } from "@/platform/events/domain-events";
import { subscribeDomainEvent } from "@/platform/events/event-bus";
import { createDemoOffer, createDemoShopSite } from "../support/crawler-factories";
import { createSellerSite } from "../support/factories";
import { describeEachDatabase } from "../support/test-db";

let clock = new Date("2026-11-22T03:00:00Z");
let shops: DemoShopServer;
let fetcher: PoliteFetcher;
const events: DomainEvent[] = [];
const unsubscribe = (["price_dropped", "back_in_stock", "out_of_stock"] as const).map((type) =>
  subscribeDomainEvent(type, (e) => void events.push(e)),
);

beforeAll(async () => {
  shops = await startDemoShopServer({ now: () => clock });
  fetcher = createPoliteFetcher({
    allowHosts: [new URL(shops.url).host],
    hostDelayMs: 0,
    baseBackoffMs: 5,
    maxBackoffMs: 20,
    timeoutMs: 1_500,
    maxAttempts: 2,
    maxRetryAfterMs: 5_000,
    maxBytes: 2 * 1024 * 1024,
  });
});
afterAll(async () => {
  unsubscribe.forEach((off) => off());
  await fetcher.close();
  await shops.close();
});
afterEach(() => {
  events.length = 0;
  clock = new Date("2026-11-22T03:00:00Z");
});

const historyOf = (offerIds: number[]) => getDb().select().from(priceHistory).where(inArray(priceHistory.offerId, offerIds));
const logsOf = (runId: number) => getDb().select().from(crawlLogs).where(eq(crawlLogs.runId, runId)).orderBy(crawlLogs.id);

describeEachDatabase("crawling the demo shops", () => {
  it("records every offer's price, stock, history, logs and events, and a second crawl changes nothing", async () => {
    const { site, offers: created } = await createDemoShopSite({ shopsUrl: shops.url, siteSlug: "juicebox", count: 6 });
    const summary = await crawlSite({ siteId: site.id, fetcher, trigger: "manual" });

    expect(summary).toMatchObject({ status: "ok", counts: { pages: 6, ok: 6, failed: 0, changed: 6, held: 0 } });
    const rows = await getDb().select().from(offers).where(eq(offers.sellerSiteId, site.id));
    for (const { offer, demoOffer } of created) {
      const row = rows.find((r) => r.id === offer.id)!;
      const expected = demoPriceAt(demoOffer.key, clock);
      expect({ price: row.price, inStock: row.inStock, method: row.extractionMethod, title: row.sellerTitle }).toEqual({
        price: expected.price,
        inStock: expected.inStock,
        method: "preset:makeshop",
        title: demoOffer.sellerTitle,
      });
    }
    expect(await historyOf(created.map((c) => c.offer.id))).toHaveLength(6);
    const logs = await logsOf(summary.runId);
    expect(logs).toHaveLength(6);
    expect(
      logs.every(
        (l) => l.httpStatus === 200 && l.errorCode === null && l.method === "preset:makeshop" && l.oldPrice === null && l.newPrice! > 0,
      ),
    ).toBe(true);
    const inStock = created.filter((c) => demoPriceAt(c.demoOffer.key, clock).inStock);
    expect(
      events
        .filter((e) => e.type === "back_in_stock")
        .map((e) => e.productId)
        .sort(),
    ).toEqual(inStock.map((c) => c.product.id).sort());
    const [run] = await getDb().select().from(crawlRuns).where(eq(crawlRuns.id, summary.runId));
    expect(run).toMatchObject({ status: "ok", pages: 6, okCount: 6, changedCount: 6, failedCount: 0, trigger: "manual" });
    expect(run!.finishedAt).not.toBeNull();

    events.length = 0;
    const again = await crawlSite({ siteId: site.id, fetcher });
    expect(again.counts).toMatchObject({ pages: 6, ok: 6, changed: 0 });
    expect(await historyOf(created.map((c) => c.offer.id))).toHaveLength(6);
    expect(events).toEqual([]);
  });

  it("reads the shop's 사업자 정보 and delivery guide from an offer page's footer (메이크샵, EUC-KR) and keeps it", async () => {
    const { site } = await createDemoShopSite({ shopsUrl: shops.url, siteSlug: "aeksang-nara", count: 2 });
    await crawlSite({ siteId: site.id, fetcher, now: () => clock });
    const [row] = await getDb().select().from(sellerSites).where(eq(sellerSites.id, site.id));
    const { representative, ...published } = demoShopBusiness("aeksang-nara")!;
    expect(row!.publishedInfo).toEqual({ ...published, representative: representative! });
    expect(row!.publishedInfoReadAt).toEqual(clock);
    expect(row!.enteredInfo).toEqual({});
  });

  it("picks up a price change when the shop's price moves, with old and new prices in the log", async () => {
    const { site, offers: created } = await createDemoShopSite({ shopsUrl: shops.url, siteSlug: "vapemall", count: 4 });
    await crawlSite({ siteId: site.id, fetcher });
    const target = created[0]!;
    const change = demoPriceChangesBetween(target.demoOffer.key, clock, new Date(clock.getTime() + 20 * 86_400_000)).find(
      (c, i) => i > 0 && c.price !== demoPriceAt(target.demoOffer.key, clock).price,
    )!;
    const before = demoPriceAt(target.demoOffer.key, clock);
    clock = change.at;

    const summary = await crawlSite({ siteId: site.id, fetcher });
    const [row] = await getDb().select().from(offers).where(eq(offers.id, target.offer.id));
    expect(row!.price).toBe(change.price);
    const log = (await logsOf(summary.runId)).find((l) => l.offerId === target.offer.id)!;
    expect(log).toMatchObject({ oldPrice: before.price, newPrice: change.price, changed: true, method: "meta" });
    expect((await historyOf([target.offer.id])).map((h) => h.price)).toEqual([before.price, change.price]);
  });

  it("survives slow, failing, rate-limiting, malformed and redirecting shops: nothing written, every failure logged", async () => {
    const site = await createSellerSite({ baseUrl: demoShopUrl("ecig24", "", shops.url), platform: "jsonld" });
    const pages = demoOffers().filter((o) => o.siteSlug === "ecig24");
    const page = (i: number) => demoShopUrl("ecig24", pages[i]!.path, shops.url);
    const cases = [
      { url: withDemoFault(page(0), "500"), code: "HTTP_ERROR", status: 500 },
      { url: withDemoFault(page(1), "429", { retryAfterSeconds: 120 }), code: "HTTP_ERROR", status: 429 },
      { url: withDemoFault(page(2), "malformed"), code: "NO_PRICE", status: 200 },
      { url: withDemoFault(page(3), "redirect-internal"), code: "UNSAFE_URL", status: null },
      { url: withDemoFault(page(4), "slow", { delayMs: 4_000 }), code: "TIMEOUT", status: null },
      { url: withDemoFault(page(5), "not-found"), code: "HTTP_ERROR", status: 404 },
      { url: withDemoFault(page(6), "reset"), code: "NETWORK", status: null },
      { url: withDemoFault(page(7), "huge"), code: "TOO_LARGE", status: null },
      { url: demoShopUrl("ecig24", "/member/orders", shops.url), code: "BLOCKED_BY_ROBOTS", status: null },
    ];
    const created = [];
    for (const [i, c] of cases.entries())
      created.push(await createDemoOffer({ siteId: site.id, demoOffer: pages[i]!, shopsUrl: shops.url, url: c.url }));
    const recovering = await createDemoOffer({
      siteId: site.id,
      demoOffer: pages[9]!,
      shopsUrl: shops.url,
      url: withDemoFault(page(9), "429-once", { retryAfterSeconds: 1 }),
    });

    const started = Date.now();
    const summary = await crawlSite({ siteId: site.id, fetcher });
    expect(summary).toMatchObject({ status: "partial", counts: { pages: 10, ok: 1, failed: 9, changed: 1 } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000); // the 429 was retried after its Retry-After

    const rows = await getDb().select().from(offers).where(eq(offers.sellerSiteId, site.id));
    const logs = await logsOf(summary.runId);
    for (const [i, c] of cases.entries()) {
      const id = created[i]!.offer.id;
      expect(rows.find((r) => r.id === id)!.price, c.code).toBeNull();
      const log = logs.find((l) => l.offerId === id)!;
      expect({ code: log.errorCode, status: log.httpStatus, newPrice: log.newPrice }, c.url).toEqual({
        code: c.code,
        status: c.status,
        newPrice: null,
      });
      expect(log.errorReason).toMatch(/[가-힣]/);
    }
    expect(rows.find((r) => r.id === recovering.offer.id)!.price).toBe(demoPriceAt(pages[9]!.key, clock).price);
    expect(await historyOf(created.map((c) => c.offer.id))).toEqual([]);
  });

  it("holds a price far from the offer's 30-day median for review, publishing nothing", async () => {
    const { site, offers: created } = await createDemoShopSite({ shopsUrl: shops.url, siteSlug: "jeondam-market", count: 2 });
    await crawlSite({ siteId: site.id, fetcher });
    const target = created[0]!;
    const normal = demoPriceAt(target.demoOffer.key, clock).price;
    events.length = 0;
    shops.setFault(`/jeondam-market${target.demoOffer.path}`, "price-crash");
    try {
      const summary = await crawlSite({ siteId: site.id, fetcher });
      await crawlSite({ siteId: site.id, fetcher });
      expect(summary.counts).toMatchObject({ pages: 2, ok: 1, held: 1, changed: 0 });
      const [row] = await getDb().select().from(offers).where(eq(offers.id, target.offer.id));
      expect(row!.price).toBe(normal);
      const held = await getDb().select().from(heldPrices).where(eq(heldPrices.offerId, target.offer.id));
      expect(held).toHaveLength(1);
      expect(held[0]).toMatchObject({ status: "pending", medianPrice: normal, seenCount: 2, method: "preset:godomall" });
      expect(held[0]!.price).toBeLessThan(normal / 2);
      const log = (await logsOf(summary.runId)).find((l) => l.offerId === target.offer.id)!;
      expect(log).toMatchObject({ errorCode: "HELD", oldPrice: normal, newPrice: held[0]!.price });
      expect(log.errorReason).toContain("중앙값");
      expect(events).toEqual([]);
      expect(await historyOf([target.offer.id])).toHaveLength(1);
    } finally {
      shops.setFault(`/jeondam-market${target.demoOffer.path}`, null);
    }
  });

  it("writes one history row per change when the same site is crawled twice at once", async () => {
    const { site, offers: created } = await createDemoShopSite({ shopsUrl: shops.url, siteSlug: "ecig24", count: 5 });
    const [a, b] = await Promise.all([crawlSite({ siteId: site.id, fetcher }), crawlSite({ siteId: site.id, fetcher })]);
    expect(a.counts.changed + b.counts.changed).toBe(5);
    const history = await historyOf(created.map((c) => c.offer.id));
    expect(history).toHaveLength(5);
    expect(new Set(history.map((h) => h.offerId)).size).toBe(5);
  });
});
