import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { demoShopIndex } from "@/demo/shops/shop-pages";
import { offers } from "@/domains/catalog/schema";
import { listHeldPrices } from "@/domains/crawler/review/crawl-admin-queries";
import { crawlSite } from "@/domains/crawler/run/crawl-site";
import type { PageFetcher } from "@/domains/crawler/fetch/page-fetcher";
import { approveHeldPrice } from "@/domains/crawler/review/review-held-price";
import { crawlLogs } from "@/domains/crawler/schema";
import { getDb } from "@/platform/db/client";
import { createDemoShopSite } from "../support/crawler-factories";
import { serveDemoShopsPerFile } from "../support/demo-shops-per-file";
import { describeEachDatabase } from "../support/test-db";

const clock = new Date("2026-11-23T03:00:00Z");
const listCrawlLogs = ({ runId }: { runId: number }) =>
  getDb().select().from(crawlLogs).where(eq(crawlLogs.runId, runId)).orderBy(crawlLogs.id);
const served = serveDemoShopsPerFile({ clock });

describeEachDatabase("crawler: two witnesses per price", () => {
  it("holds a page whose JSON-LD and visible price disagree, lists it for the admin with both witnesses, and publishes nothing", async () => {
    const slug = "ecig24";
    const { site, offers: created } = await createDemoShopSite({ shopsUrl: served.shops.url, siteSlug: slug, count: 2 });
    const [stale, fine] = created;
    const shown = demoShopIndex().get(slug)!.byPath.get(stale!.demoOffer.path)!.priceAt(clock).price;
    const [before] = await getDb().select().from(offers).where(eq(offers.id, stale!.offer.id));

    served.shops.setFault(`/${slug}${stale!.demoOffer.path}`, "stale-structured-price");
    let run;
    try {
      run = await crawlSite({ siteId: site.id, fetcher: served.fetcher, discover: false });
    } finally {
      served.shops.setFault(`/${slug}${stale!.demoOffer.path}`, null);
    }
    expect(run.counts).toMatchObject({ pages: 2, held: 1, ok: 1 });

    const [after] = await getDb().select().from(offers).where(eq(offers.id, stale!.offer.id));
    expect(after!.price).toBe(before!.price);
    const [published] = await getDb().select().from(offers).where(eq(offers.id, fine!.offer.id));
    expect(published!.price).toBe(demoShopIndex().get(slug)!.byPath.get(fine!.demoOffer.path)!.priceAt(clock).price);

    const held = (await listHeldPrices()).filter((row) => row.held.offerId === stale!.offer.id);
    expect(held).toHaveLength(1);
    const stalePrice = Math.round((shown * 1.2) / 100) * 100 + 50;
    expect(held[0]!.held).toMatchObject({ price: stalePrice, currency: "KRW", method: "json-ld", status: "pending" });
    expect(held[0]!.held.reason).toContain("1%");
    expect(held[0]!.held.witnesses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: "json-ld", price: stalePrice }),
        expect.objectContaining({ method: "visible", price: shown }),
      ]),
    );

    const logs = await listCrawlLogs({ runId: run.runId });
    const heldLog = logs.find((log) => log.offerId === stale!.offer.id)!;
    expect(heldLog).toMatchObject({ errorCode: "HELD", newPrice: stalePrice });
    expect(heldLog.witnesses).toHaveLength(2);
    const okLog = logs.find((log) => log.offerId === fine!.offer.id)!;
    expect(okLog.errorCode).toBeNull();
    expect(okLog.witnesses!.map((witness) => witness.method)).toEqual(["json-ld", "visible"]);

    // Approving is the admin's call; the approved value is the held one.
    await approveHeldPrice({ heldId: held[0]!.held.id });
    const [approved] = await getDb().select().from(offers).where(eq(offers.id, stale!.offer.id));
    expect(approved!.price).toBe(stalePrice);
  });

  it("never publishes a price implausible for a bottle, logging the page with the reason", async () => {
    const { site, offers: created } = await createDemoShopSite({ shopsUrl: served.shops.url, siteSlug: "vapehub", count: 2 });
    const before = await getDb().select().from(offers).where(eq(offers.sellerSiteId, site.id));
    const run = await crawlSite({
      siteId: site.id,
      fetcher: served.fetcher,
      discover: false,
      priceBounds: { minWon: 100_000, maxWon: 300_000 },
    });
    expect(run.counts).toMatchObject({ pages: 2, failed: 2, changed: 0 });
    const after = await getDb().select().from(offers).where(eq(offers.sellerSiteId, site.id));
    expect(after.map((row) => row.price).sort()).toEqual(before.map((row) => row.price).sort());
    const logs = await listCrawlLogs({ runId: run.runId });
    expect(logs).toHaveLength(created.length);
    for (const log of logs) {
      expect(log.errorCode).toBe("IMPLAUSIBLE_PRICE");
      expect(log.errorReason).toContain("너무 낮아");
    }
  });

  it("holds an offer priced in another currency, never publishes it, and refuses to approve it", async () => {
    const { site, offers: created } = await createDemoShopSite({ shopsUrl: served.shops.url, siteSlug: "vapehub", count: 1 });
    const foreign: PageFetcher = {
      fetchPage: async (url) => ({
        ok: true,
        status: 200,
        finalUrl: String(url),
        html: '<html lang="en"><body><main><h1>Blue Razz Salt 30ml</h1><span class="price">$24.99</span><button>Add to cart</button></main></body></html>',
        bytes: 120,
        contentType: "text/html; charset=utf-8",
        elapsedMs: 1,
        attempts: 1,
      }),
    };
    const [before] = await getDb().select().from(offers).where(eq(offers.id, created[0]!.offer.id));
    const run = await crawlSite({ siteId: site.id, fetcher: foreign, discover: false });
    expect(run.counts).toMatchObject({ pages: 1, held: 1 });
    const [log] = await listCrawlLogs({ runId: run.runId });
    expect(log).toMatchObject({ errorCode: "NOT_KRW", newPrice: null, method: "visible" });
    expect(log!.errorReason).toContain("게시 불가: 원화가 아님");
    const [held] = (await listHeldPrices()).filter((row) => row.held.offerId === created[0]!.offer.id);
    expect(held!.held).toMatchObject({ currency: "USD", priceText: "$24.99", price: 25 });
    await expect(approveHeldPrice({ heldId: held!.held.id })).rejects.toMatchObject({ status: 409 });
    const [after] = await getDb().select().from(offers).where(eq(offers.id, created[0]!.offer.id));
    expect(after!.price).toBe(before!.price);
  });
});
