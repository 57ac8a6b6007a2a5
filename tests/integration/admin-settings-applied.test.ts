import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startDemoShopServer, type DemoShopServer } from "@/demo/shops/demo-shop-server";
import { sellerSiteInput } from "@/domains/catalog/seller-site-form";
import { createSellerSite as createSellerSiteAsAdmin } from "@/domains/catalog/admin/admin-seller-sites";
import { offers, sellerSites } from "@/domains/catalog/schema";
import { listHeldPrices } from "@/domains/crawler/review/crawl-admin-queries";
import { crawlSite } from "@/domains/crawler/run/crawl-site";
import { createCrawlerFetcher } from "@/domains/crawler/run/crawler-fetcher";
import { createPoliteFetcher, type PoliteFetcher } from "@/domains/crawler/fetch";
import { defaultSiteSettings } from "@/domains/settings/get-site-settings";
import { getConfig } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { createAdmin } from "../support/account-factories";
import { createDemoShopSite } from "../support/crawler-factories";
import { changeSiteSettings } from "../support/settings-factories";
import { describeEachDatabase } from "../support/test-db";

// Settings stored on /admin/settings apply at once (no restart): each test changes one and sees the behaviour change.
let shops: DemoShopServer;
let demoFetcher: PoliteFetcher;
beforeAll(async () => {
  shops = await startDemoShopServer({});
  demoFetcher = createPoliteFetcher({ allowHosts: [new URL(shops.url).host], hostDelayMs: 0, maxAttempts: 1 });
});
afterAll(async () => {
  await demoFetcher.close();
  await shops.close();
});

/** A shop on loopback that notes when each page request arrived. */
async function stampingShop() {
  const arrivals: number[] = [];
  const server = http.createServer((request, response) => {
    if (request.url === "/robots.txt") return void response.writeHead(404).end();
    arrivals.push(Date.now());
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<html><body>12,900원</body></html>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
  return { host, arrivals, close };
}

describeEachDatabase("site settings take effect without a restart", () => {
  it("같은 쇼핑몰 요청 간격: the crawler's fetcher pauses as long as the setting says, read per request", async () => {
    const shop = await stampingShop();
    const fetcher = createCrawlerFetcher({ ...getConfig(), CRAWLER_ALLOW_HOSTS: [shop.host] }, { demoShopHosts: [] });
    const gapAfterTwoFetches = async () => {
      const from = shop.arrivals.length;
      await fetcher.fetchPage(`http://${shop.host}/p`);
      await fetcher.fetchPage(`http://${shop.host}/p`);
      return shop.arrivals[from + 1]! - shop.arrivals[from]!;
    };
    try {
      await changeSiteSettings({ crawlDelayMs: 0 });
      expect(await gapAfterTwoFetches()).toBeLessThan(1_200);
      await changeSiteSettings({ crawlDelayMs: 1_200 });
      expect(await gapAfterTwoFetches()).toBeGreaterThanOrEqual(1_150);
    } finally {
      await changeSiteSettings({ crawlDelayMs: defaultSiteSettings().crawlDelayMs });
      await fetcher.close();
      await shop.close();
    }
  });

  it("기본 크롤링 주기: a seller site created without an interval gets the setting's", async () => {
    const admin = await createAdmin();
    const create = async (name: string) => {
      const input = sellerSiteInput.parse({
        name,
        baseUrl: `https://${crypto.randomUUID().slice(0, 8)}.shop.example.kr`, // one site per address
        platform: "cafe24",
        selectorOverrides: {},
        shippingFee: "3000",
        crawlIntervalMinutes: "",
        listUrls: "",
        enabled: "on",
      });
      const { id } = await createSellerSiteAsAdmin({ actor: admin, input });
      const [site] = await getDb().select().from(sellerSites).where(eq(sellerSites.id, id));
      return site!.crawlIntervalMinutes;
    };
    expect(await create(`기본주기 ${crypto.randomUUID().slice(0, 6)}`)).toBe(defaultSiteSettings().crawlIntervalMinutes);
    await changeSiteSettings({ crawlIntervalMinutes: 90 });
    try {
      expect(await create(`바뀐주기 ${crypto.randomUUID().slice(0, 6)}`)).toBe(90);
    } finally {
      await changeSiteSettings({ crawlIntervalMinutes: defaultSiteSettings().crawlIntervalMinutes });
    }
  });

  it("이상 가격 보류 기준: a crashed price is held at the default, published once the threshold is widened", async () => {
    const { site, offers: created } = await createDemoShopSite({ shopsUrl: shops.url, siteSlug: "aeksang-nara", count: 1 });
    const offerId = created[0]!.offer.id;
    const path = `/aeksang-nara${created[0]!.demoOffer.path}`;
    await crawlSite({ siteId: site.id, fetcher: demoFetcher });
    shops.setFault(path, "price-crash");
    try {
      await crawlSite({ siteId: site.id, fetcher: demoFetcher });
      const held = (await listHeldPrices()).find((h) => h.held.offerId === offerId);
      expect(held).toBeDefined();
      await changeSiteSettings({ priceSanityShare: 10 });
      await crawlSite({ siteId: site.id, fetcher: demoFetcher });
      const [offer] = await getDb().select().from(offers).where(eq(offers.id, offerId));
      expect(offer!.price).toBe(held!.held.price);
    } finally {
      shops.setFault(path, null);
      await changeSiteSettings({ priceSanityShare: defaultSiteSettings().priceSanityShare });
    }
  });
});
