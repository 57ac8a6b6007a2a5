import { NextRequest } from "next/server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { POST as crawlOfferRoute } from "@/app/api/admin/offers/[id]/crawl/route";
import { POST as crawlSiteRoute } from "@/app/api/admin/seller-sites/[id]/crawl/route";
import { listAuditEntries } from "@/domains/audit/list-audit-entries";
import { startDemoShopServer, type DemoShopServer } from "@/demo/shops/demo-shop-server";
import type { PriceEvent } from "@/domains/catalog/price-events";
import { listCrawlHealth } from "@/domains/crawler/admin/admin-crawl-logs";
import { shareCrawlerForManualRuns } from "@/domains/crawler/run/crawl-now";
import { createPoliteFetcher, type PoliteFetcher } from "@/domains/crawler/fetch";
import { createMemorySiteLock } from "@/domains/crawler/run/site-lock";
import { subscribeDomainEvent } from "@/platform/events/event-bus";
import { createAdmin, createMember, sessionCookieFor } from "../support/account-factories";
import { createDemoShopSite } from "../support/crawler-factories";
import { describeEachDatabase } from "../support/test-db";

let shops: DemoShopServer;
let fetcher: PoliteFetcher;
const events: PriceEvent[] = [];
const off = subscribeDomainEvent("price_dropped", (e) => void events.push(e));

beforeAll(async () => {
  shops = await startDemoShopServer({ priceControl: true });
  fetcher = createPoliteFetcher({ allowHosts: [new URL(shops.url).host], hostDelayMs: 0, timeoutMs: 2_000, maxAttempts: 1 });
  shareCrawlerForManualRuns({ fetcher, lock: createMemorySiteLock() });
});
afterAll(async () => {
  off();
  shareCrawlerForManualRuns(undefined);
  await fetcher.close();
  await shops.close();
});

type Member = Awaited<ReturnType<typeof createMember>>;
async function post(route: typeof crawlOfferRoute, id: string, as: Member) {
  const cookie = await sessionCookieFor(as);
  const req = new NextRequest(`http://localhost:3000/api/admin/x/${id}/crawl`, {
    method: "POST",
    headers: { cookie: `${cookie.name}=${cookie.value}`, origin: "http://localhost:3000" },
  });
  const response = await route(req, { params: Promise.resolve({ id }) });
  return { status: response.status, json: await response.json() };
}

describeEachDatabase("admin crawl now", () => {
  it("crawls a site, then one offer's page alone after its demo price drops, answering with the observation", async () => {
    const admin = await createAdmin();
    const { site, offers } = await createDemoShopSite({ shopsUrl: shops.url, siteSlug: "vapemall", count: 3 });
    const first = await post(crawlSiteRoute, String(site.id), admin);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ status: "ok", counts: { pages: 3, ok: 3, failed: 0 } });
    // Finding 11: 지금 크롤링 said nothing when its run ended; the page's data now carries what it tells.
    expect((await listCrawlHealth()).get(site.id)?.lastOutcome).toMatch(/^크롤링 완료: 3페이지 읽음 · 가격 변동 \d+ · 실패 0 · \d+초$/);

    const { offer } = offers[0]!;
    const crawled = await post(crawlOfferRoute, String(offer.id), admin);
    const price = crawled.json.observation.newPrice as number;
    const lower = price - 1_000;
    const control = await fetch(`${shops.url}/_control/price`, { method: "POST", body: JSON.stringify({ url: offer.url, price: lower }) });
    expect(control.status).toBe(200);

    events.length = 0;
    const again = await post(crawlOfferRoute, String(offer.id), admin);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({
      status: "ok",
      observation: { url: offer.url, oldPrice: price, newPrice: lower, changed: true, errorCode: null },
    });
    // Each demo offer here is its product's only one: its drop is the product's, published on the bus.
    // The event carries the all-in lowest (price + the shop's shipping), which fell with the price.
    const drop = {
      type: "price_dropped",
      productId: offer.productId,
      oldLowestPrice: expect.any(Number),
      newLowestPrice: expect.any(Number),
    };
    expect(again.json.events).toEqual([drop]);
    expect(events).toEqual(again.json.events);
    expect(events[0]!.oldLowestPrice! - events[0]!.newLowestPrice!).toBeGreaterThanOrEqual(1_000);
    expect(events[0]!.newLowestPrice).toBeGreaterThanOrEqual(lower);
    const { entries } = await listAuditEntries({ action: "offer.crawl" });
    expect(entries.filter((e) => e.targetId === String(offer.id) && e.actorId === admin.id)).toHaveLength(2);
  });

  it("is for admins only, and answers unknown or malformed ids with 4xx", async () => {
    const admin = await createAdmin();
    const member = await createMember();
    expect((await post(crawlOfferRoute, "1", member)).status).toBe(403);
    expect((await post(crawlSiteRoute, "1", member)).status).toBe(403);
    expect((await post(crawlOfferRoute, "987654", admin)).status).toBe(404);
    expect((await post(crawlSiteRoute, "987654", admin)).status).toBe(404);
    const bad = await post(crawlOfferRoute, "abc", admin);
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toMatch(/판매 정보 id가 올바르지 않습니다/);
  });
});
