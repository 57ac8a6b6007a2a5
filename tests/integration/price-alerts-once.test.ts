import { expect, it } from "vitest";
import { defaultSiteSettings } from "@/domains/settings/get-site-settings";
import { addWishlistItem } from "@/domains/wishlist/mutations";
import { collectPriceAlerts, type PriceAlert } from "@/domains/wishlist/price-alerts";
import { createSavedSearch } from "@/domains/wishlist/saved-searches";
import { createPricedProduct } from "../support/catalog-factories";
import { createManufacturer } from "../support/factories";
import {
  advanceClock,
  alertsFor,
  crawlForAlerts,
  createHourlyShop,
  useTestClock,
  createDropWatcher,
} from "../support/price-alert-fixtures";
import { changeSiteSettings } from "../support/settings-factories";
import { describeEachDatabase } from "../support/test-db";

/** A product at two hourly shops, no shipping: `cheap` at shop A, `dear` at shop B; a member wishes it. */
async function twoShopProduct({ cheap, dear }: { cheap: number; dear: number }) {
  const [a, b] = [await createHourlyShop(), await createHourlyShop()];
  const { product, offers } = await createPricedProduct({
    offers: [
      { price: cheap, sellerSiteId: a.id, observedAt: new Date() },
      { price: dear, sellerSiteId: b.id, observedAt: new Date() },
    ],
    volumeMl: 30,
  });
  const member = await createDropWatcher();
  await addWishlistItem({ userId: member.id, productId: product.id });
  return { product, member, shopA: a, offerA: offers[0]!.id, offerB: offers[1]!.id };
}

describeEachDatabase("a member hears of a price once", () => {
  useTestClock();

  it("the same drop event handled eight times, four of them at once, is one alert", async () => {
    const { member, offerA } = await twoShopProduct({ cheap: 15_400, dear: 14_900 });
    advanceClock(5);
    const { events, alerts } = await crawlForAlerts(offerA, 14_400);
    expect(events).toEqual([expect.objectContaining({ type: "price_dropped", oldLowestPrice: 14_900, newLowestPrice: 14_400 })]);
    const again: PriceAlert[] = [];
    for (let i = 0; i < 3; i++) again.push(...(await collectPriceAlerts({ events })));
    again.push(...(await Promise.all([1, 2, 3, 4].map(() => collectPriceAlerts({ events })))).flat());
    expect(alertsFor(alerts, member.id)).toHaveLength(1);
    expect(alertsFor(again, member.id)).toEqual([]);
  });

  it("a lowest swinging 14,900↔14,400 as the cheaper shop goes stale and fresh is told once, over a day", async () => {
    const { member, offerA, offerB } = await twoShopProduct({ cheap: 15_400, dear: 14_900 });
    advanceClock(5);
    const told = alertsFor((await crawlForAlerts(offerA, 14_400)).alerts, member.id);
    for (let round = 0; round < 8; round++) {
      advanceClock(121); // shop A unread for two intervals: its 14,400 turns stale when B is crawled
      const stale = await crawlForAlerts(offerB, 14_900);
      expect(stale.events).toEqual([expect.objectContaining({ type: "price_rose", newLowestPrice: 14_900 })]);
      advanceClock(round % 2 ? 90 : 1); // every other time the rise holds past a crawl interval
      const fresh = await crawlForAlerts(offerA, 14_400); // back at the price it had all along
      expect(fresh.events).toEqual([expect.objectContaining({ type: "price_dropped", newLowestPrice: 14_400 })]);
      told.push(...alertsFor([...stale.alerts, ...fresh.alerts], member.id));
    }
    expect(told.map((alert) => alert.content)).toEqual([expect.stringContaining("14,400원 (배송비 포함, 14,900원에서 ↓3%)")]);
  });

  it("a starved shop crawled at last brings no burst: its prices were on its pages all along", async () => {
    const [starved, other] = [await createHourlyShop(), await createHourlyShop()];
    const early = await createDropWatcher(); // wishes while the starved shop is still fresh
    const lines = [];
    for (const price of [10_000, 12_000, 14_000]) {
      const { product, offers } = await createPricedProduct({
        offers: [
          { price, sellerSiteId: starved.id, observedAt: new Date() },
          { price: price + 2_000, sellerSiteId: other.id, observedAt: new Date() },
        ],
        volumeMl: 60,
        inhalation: "DL",
      });
      await addWishlistItem({ userId: early.id, productId: product.id });
      lines.push({ product, price, starvedOffer: offers[0]!.id, otherOffer: offers[1]!.id });
    }
    advanceClock(180); // the other shop is read on time; the starved one is not
    for (const line of lines) await crawlForAlerts(line.otherOffer, line.price + 2_000);
    const late = await createDropWatcher(); // wishes while only the dearer prices count
    for (const { product } of lines) await addWishlistItem({ userId: late.id, productId: product.id });
    await createSavedSearch({ userId: late.id, path: "/lung-inhalation?vg=50", maxPrice: 15_000 }); // 16,000 now, 14,000 on the starved shop
    advanceClock(90);

    const burst: PriceAlert[] = [];
    for (const line of lines) {
      const { events, alerts } = await crawlForAlerts(line.starvedOffer, line.price);
      expect(events).toEqual([expect.objectContaining({ type: "price_dropped", newLowestPrice: line.price })]);
      burst.push(...alerts);
    }
    expect([...alertsFor(burst, early.id), ...alertsFor(burst, late.id)]).toEqual([]);

    advanceClock(1); // a real new price on that shop is news to both
    const real = (await crawlForAlerts(lines[0]!.starvedOffer, 9_000)).alerts;
    expect([...alertsFor(real, early.id), ...alertsFor(real, late.id)].map((alert) => alert.content)).toEqual([
      expect.stringContaining(`${starved.name} 9,000원 (배송비 포함, 12,000원에서 ↓25%)`),
      expect.stringContaining(`${starved.name} 9,000원 (배송비 포함, 12,000원에서 ↓25%)`),
    ]);
  });

  it("a rise of at least the threshold that held one crawl interval lets the next drop be told; a shorter one does not", async () => {
    const shop = await createHourlyShop();
    const { product, offers } = await createPricedProduct({ offers: [{ price: 14_400, sellerSiteId: shop.id, observedAt: new Date() }] });
    const member = await createDropWatcher();
    await addWishlistItem({ userId: member.id, productId: product.id });
    const crawl = async (price: number, minutesLater: number) => {
      advanceClock(minutesLater);
      return alertsFor((await crawlForAlerts(offers[0]!.id, price)).alerts, member.id);
    };
    expect(await crawl(15_400, 5)).toEqual([]); // rises are never alerts
    expect(await crawl(14_400, 59)).toEqual([]); // back where it was told, before an interval passed
    expect(await crawl(14_800, 5)).toEqual([]); // 400원: under the threshold, no rise at all
    expect(await crawl(14_400, 90)).toEqual([]);
    expect(await crawl(15_400, 5)).toEqual([]);
    const told = await crawl(14_400, 61);
    expect(told.map((alert) => alert.content)).toEqual([expect.stringContaining("14,400원 (배송비 포함, 15,400원에서 ↓6%)")]);
  });

  it("tells a member about a product at most once per 같은 상품 알림 최소 간격 (default PRICE_ALERT_MIN_HOURS)", async () => {
    expect(defaultSiteSettings().priceAlertMinHours).toBe(6);
    const shop = await createHourlyShop();
    const { product, offers } = await createPricedProduct({ offers: [{ price: 20_000, sellerSiteId: shop.id, observedAt: new Date() }] });
    const member = await createDropWatcher();
    await addWishlistItem({ userId: member.id, productId: product.id });
    const crawl = async (price: number, minutesLater: number) => {
      advanceClock(minutesLater);
      return alertsFor((await crawlForAlerts(offers[0]!.id, price)).alerts, member.id).map((alert) => alert.content);
    };
    expect(await crawl(19_000, 1)).toEqual([expect.stringContaining("19,000원 (배송비 포함, 20,000원에서 ↓5%)")]);
    expect(await crawl(18_000, 60)).toEqual([]); // a real drop, but within 6 hours of the last alert
    expect(await crawl(17_900, 5 * 60)).toEqual([expect.stringContaining("17,900원 (배송비 포함, 19,000원에서 ↓5%)")]);
    await changeSiteSettings({ priceAlertMinHours: 1 });
    try {
      expect(await crawl(17_000, 30)).toEqual([]);
      expect(await crawl(16_900, 31)).toEqual([expect.stringContaining("16,900원 (배송비 포함, 17,900원에서 ↓5%)")]);
    } finally {
      await changeSiteSettings({ priceAlertMinHours: defaultSiteSettings().priceAlertMinHours });
    }
  });

  it("back in stock is told for a real restock, once, never when the only shop goes stale and fresh", async () => {
    const [shop, soldOutShop] = [await createHourlyShop(), await createHourlyShop()];
    const { product, offers } = await createPricedProduct({
      offers: [
        { price: 20_000, sellerSiteId: shop.id, observedAt: new Date() },
        { price: 19_000, inStock: false, sellerSiteId: soldOutShop.id, observedAt: new Date() },
      ],
    });
    const member = await createDropWatcher();
    await addWishlistItem({ userId: member.id, productId: product.id });
    const [offer, soldOut] = [offers[0]!.id, offers[1]!.id];

    advanceClock(121);
    expect((await crawlForAlerts(soldOut, 19_000, false)).events).toEqual([expect.objectContaining({ type: "out_of_stock" })]); // the offer went stale
    const back = await crawlForAlerts(offer, 20_000);
    expect(back.events).toEqual([expect.objectContaining({ type: "back_in_stock" })]);
    expect(alertsFor(back.alerts, member.id)).toEqual([]); // it was for sale all along

    advanceClock(10);
    await crawlForAlerts(offer, 20_000, false); // really sold out
    advanceClock(7 * 60);
    const restock = await crawlForAlerts(offer, 20_000);
    expect(alertsFor(restock.alerts, member.id)).toEqual([expect.objectContaining({ kind: "back_in_stock" })]);
    expect(alertsFor(await collectPriceAlerts({ events: restock.events }), member.id)).toEqual([]);
  });

  // Finding 8: the alert left out the maker, ambiguous when several makers sell one flavour.
  it("names the product with its maker, volume and strength, the shop of the lowest offer and the all-in price", async () => {
    const maker = await createManufacturer({ name: "구름공방" });
    const shop = await createHourlyShop({ name: "베이프몰", shippingFee: 3000 });
    const dearer = await createHourlyShop();
    const { product, offers } = await createPricedProduct({
      name: "크랜베리 스무디",
      manufacturerId: maker.id,
      volumeMl: 30,
      offers: [
        { price: 17_000, sellerSiteId: shop.id, observedAt: new Date() },
        { price: 21_000, sellerSiteId: dearer.id, observedAt: new Date() },
      ],
    });
    const member = await createDropWatcher();
    await addWishlistItem({ userId: member.id, productId: product.id, targetPrice: 18_000 });
    advanceClock(1);
    expect(alertsFor((await crawlForAlerts(offers[0]!.id, 15_500)).alerts, member.id)).toEqual([
      {
        userId: member.id,
        kind: "price_drop",
        productId: product.id,
        url: `/products/${product.id}`,
        content: "구름공방 크랜베리 스무디 30ml 무니코틴 · 베이프몰 18,500원 (배송비 포함, 20,000원에서 ↓7%)",
      },
    ]);
    advanceClock(6 * 60);
    expect(alertsFor((await crawlForAlerts(offers[0]!.id, 14_900)).alerts, member.id).map((alert) => alert.content)).toEqual([
      "구름공방 크랜베리 스무디 30ml 무니코틴 · 베이프몰 17,900원 (배송비 포함, 목표가 18,000원 도달)",
    ]);
  });
});
