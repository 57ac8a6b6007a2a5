import { expect, it } from "vitest";
import { buildSearchFields } from "@/platform/text/search-fields";
import type { products } from "@/domains/catalog/schema";
import { addWishlistItem, updateWishlistItem } from "@/domains/wishlist/mutations";
import { defaultSiteSettings } from "@/domains/settings/get-site-settings";
import type { collectPriceAlerts } from "@/domains/wishlist/price-alerts";
import { createSavedSearch } from "@/domains/wishlist/saved-searches";
import { createPricedProduct } from "../support/catalog-factories";
import { createManufacturer } from "../support/factories";
import { advanceClock, crawlForAlerts, createHourlyShop, useTestClock, createDropWatcher } from "../support/price-alert-fixtures";
import { changeSiteSettings } from "../support/settings-factories";
import { describeEachDatabase } from "../support/test-db";

/** A product sold by one hourly shop with a 3,000원 fee and no free shipping: all-in = price + 3,000. */
async function watchedProduct(price: number, overrides: Partial<typeof products.$inferInsert> = {}) {
  const shop = await createHourlyShop({ shippingFee: 3000 });
  const maker = await createManufacturer();
  const { product, offers } = await createPricedProduct({
    offers: [{ price, sellerSiteId: shop.id, observedAt: new Date() }],
    manufacturerId: maker.id,
    volumeMl: 30,
    inhalation: "MTL",
    ...overrides,
  });
  /** One crawl of the offer at this price a minute later, run through collectPriceAlerts. */
  const crawl = async (next: number, inStock = true) => {
    advanceClock(1);
    return (await crawlForAlerts(offers[0]!.id, next, inStock)).alerts;
  };
  return { product, shop, maker, crawl };
}

const kindsFor = (alerts: Awaited<ReturnType<typeof collectPriceAlerts>>, userId: string) =>
  alerts.filter((alert) => alert.userId === userId).map((alert) => alert.kind);

/** These tests look at one rule at a time: no window between two alerts about a product. */
const withoutAlertWindow = async (run: () => Promise<void>) => {
  await changeSiteSettings({ priceAlertMinHours: 0 });
  try {
    await run();
  } finally {
    await changeSiteSettings({ priceAlertMinHours: defaultSiteSettings().priceAlertMinHours });
  }
};

describeEachDatabase("collectPriceAlerts", () => {
  useTestClock();

  it("alerts a target price once per crossing, again only after a rise above it held one crawl interval", () =>
    withoutAlertWindow(async () => {
      const member = await createDropWatcher();
      const { product, crawl } = await watchedProduct(20_000);
      await addWishlistItem({ userId: member.id, productId: product.id, targetPrice: 18_000 });

      expect(kindsFor(await crawl(16_000), member.id)).toEqual(["price_drop"]); // all-in 19,000: above the target
      const reached = await crawl(14_000); // all-in 17,000
      expect(reached.filter((a) => a.userId === member.id)).toEqual([
        {
          userId: member.id,
          kind: "target_price",
          productId: product.id,
          url: `/products/${product.id}`,
          content: expect.stringContaining("목표가 18,000원 도달"),
        },
      ]);
      expect(kindsFor(await crawl(13_000), member.id)).toEqual(["price_drop"]); // 1,000원 under what was told: no second target alert
      expect(await crawl(21_000)).toEqual([]); // a rise is no alert
      expect(await crawl(13_000)).toEqual([]); // the rise lasted a minute: back at what was told, nothing new
      expect(await crawl(21_000)).toEqual([]);
      advanceClock(60); // held one crawl interval (the shop's 60 minutes)
      expect(kindsFor(await crawl(14_500), member.id)).toEqual(["target_price"]);
    }));

  it("a target already met when it is set announces nothing; the next drop under today's price does", () =>
    withoutAlertWindow(async () => {
      const member = await createDropWatcher();
      const { product, crawl } = await watchedProduct(20_000); // all-in 23,000
      await addWishlistItem({ userId: member.id, productId: product.id });
      expect(await crawl(19_800)).toEqual([]); // 22,800: 200원 under what was told
      await updateWishlistItem({ userId: member.id, productId: product.id, targetPrice: 22_900 }); // met already
      expect(await crawl(19_700)).toEqual([]); // 22,700: under the target, but the member saw 22,800 when setting it
      expect(kindsFor(await crawl(19_200), member.id)).toEqual(["price_drop"]); // 22,200: 600원 under 22,800
    }));

  it("reads the 가격 하락 알림 기준 setting for each batch: raising it silences a smaller drop at once", () =>
    withoutAlertWindow(async () => {
      const member = await createDropWatcher();
      const { product, crawl } = await watchedProduct(7_000); // all-in 10,000원: under 500원 the share decides
      await addWishlistItem({ userId: member.id, productId: product.id });
      expect(kindsFor(await crawl(6_650), member.id)).toEqual(["price_drop"]); // 350원 = 3.5 % ≥ the default 3 %
      await changeSiteSettings({ priceDropPercent: 5 });
      expect(await crawl(6_300)).toEqual([]); // 350원 = 3.6 % < 5 %
      await changeSiteSettings({ priceDropPercent: 3.5 });
      expect(kindsFor(await crawl(6_290), member.id)).toEqual(["price_drop"]); // 360원 under the 9,650원 told = 3.7 % ≥ 3.5 %
      await changeSiteSettings({ priceDropPercent: defaultSiteSettings().priceDropPercent });
    }));

  it("alerts drops of 3 % or 500원 under what was told, and restocks, only to members with alerts on", () =>
    withoutAlertWindow(async () => {
      const on = await createDropWatcher();
      const off = await createDropWatcher();
      const { product, crawl } = await watchedProduct(20_000);
      await addWishlistItem({ userId: on.id, productId: product.id });
      const item = await addWishlistItem({ userId: off.id, productId: product.id });
      expect(item.alertsEnabled).toBe(true);
      await updateWishlistItem({ userId: off.id, productId: product.id, alertsEnabled: false });

      expect(await crawl(19_800)).toEqual([]); // 200원, 1 %: too small
      const dropped = await crawl(19_200); // 800원 under the 23,000원 known when wished
      expect(dropped).toEqual([
        expect.objectContaining({
          userId: on.id,
          kind: "price_drop",
          content: expect.stringContaining("22,200원 (배송비 포함, 23,000원에서 ↓3%)"),
        }),
      ]);
      expect(await crawl(19_200, false)).toEqual([]);
      expect(kindsFor(await crawl(19_000), on.id)).toEqual(["back_in_stock"]);
      expect(kindsFor(await crawl(18_000), off.id)).toEqual([]);
    }));

  it("tells a saved search about a product once, not once per crawl", async () => {
    const member = await createDropWatcher();
    const { product, shop, maker, crawl } = await watchedProduct(20_000); // all-in 23,000
    const search = await createSavedSearch({ userId: member.id, path: "/mouth-inhalation?vg=50&vol=30", maxPrice: 15_000 });
    expect(search.label).toBe("입호흡 · VG 50% · 30ml · 15,000원 이하");
    const unrelated = await createSavedSearch({ userId: member.id, path: "/lung-inhalation?vg=50" });

    expect(await crawl(13_000)).toEqual([]); // all-in 16,000: above the maximum
    const first = await crawl(11_000); // all-in 14,000: newly within
    expect(first).toEqual([
      {
        userId: member.id,
        kind: "saved_search",
        productId: product.id,
        url: `/products/${product.id}`,
        content: `저장한 검색 ‘입호흡 · VG 50% · 30ml · 15,000원 이하’: ${maker.name} ${product.name} 30ml 무니코틴 · ${shop.name} 14,000원 (배송비 포함)`,
      },
    ]);
    expect(await crawl(10_000)).toEqual([]);
    await crawl(10_000, false);
    expect(await crawl(9_000)).toEqual([]); // back in stock: already told
    expect(unrelated.id).not.toBe(search.id);
  });

  it("tells a saved search nothing when the product was within its maximum already (all-in before and after)", async () => {
    const member = await createDropWatcher();
    const { crawl } = await watchedProduct(11_000); // all-in 14,000: within 15,000 when the search is saved
    await createSavedSearch({ userId: member.id, path: "/mouth-inhalation?vg=50&vol=30", maxPrice: 15_000 });
    // all-in 13,000: lower, but no news (the old lowest plus the shop's fee once more, 17,000, read as "from above")
    expect(kindsFor(await crawl(10_000), member.id)).toEqual([]);
  });

  it("matches a saved text search with the search's own conditions", async () => {
    const member = await createDropWatcher();
    const name = `바닐라 커스터드 ${member.id.slice(0, 6)}`;
    const { crawl } = await watchedProduct(20_000, { name, ...buildSearchFields({ name, manufacturerName: "테스트", flavorTags: [] }) });
    await createSavedSearch({ userId: member.id, path: `/search?q=${encodeURIComponent(name)}` });
    await crawl(20_000, false);
    expect(kindsFor(await crawl(20_000), member.id)).toEqual(["saved_search"]);
  });
});
