import { expect, it } from "vitest";
import type { ChannelMessage } from "@/domains/accounts/notification-kinds";
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from "@/domains/accounts/schema";
import { notifyPriceEvents } from "@/domains/notifications/notice-pipeline";
import type { PushMessage } from "@/domains/push/push-message";
import { addWishlistItem } from "@/domains/wishlist/mutations";
import { collectPriceAlerts } from "@/domains/wishlist/price-alerts";
import { recordOfferObservation } from "@/domains/catalog/pricing/record-offer-observation";
import { createMember } from "../support/account-factories";
import { createPricedProduct } from "../support/catalog-factories";
import {
  advanceClock,
  alertsFor,
  crawlForAlerts,
  createDropWatcher,
  createHourlyShop,
  useTestClock,
} from "../support/price-alert-fixtures";
import { describeEachDatabase } from "../support/test-db";

/** A product at one hourly shop, no shipping, first crawled at `price`; `watchers` wish it. */
async function productAt(price: number, ...watchers: { id: string }[]) {
  const shop = await createHourlyShop();
  const { product, offers } = await createPricedProduct({ offers: [{ price, sellerSiteId: shop.id, observedAt: new Date() }] });
  for (const watcher of watchers) await addWishlistItem({ userId: watcher.id, productId: product.id });
  const offerId = offers[0]!.id;
  return {
    product,
    offerId,
    crawl: async (next: number, minutesLater: number) => (advanceClock(minutesLater), crawlForAlerts(offerId, next)),
  };
}

const contents = (alerts: { content: string }[]) => alerts.map((alert) => alert.content);

describeEachDatabase("역대 최저가 alerts", () => {
  useTestClock();

  it("tells each new all-time low once, under what the member was told, with no drop threshold; a return to a low already told is only a drop", async () => {
    const member = await createMember();
    const { crawl } = await productAt(20_000, member);

    const drop = await crawl(19_000, 1);
    const first = alertsFor(drop.alerts, member.id);
    expect(first).toEqual([expect.objectContaining({ kind: "all_time_low" })]);
    expect(contents(first)).toEqual([expect.stringContaining("19,000원 (배송비 포함, 역대 최저가 · 20,000원에서 ↓5%)")]);
    expect(alertsFor(await collectPriceAlerts({ events: drop.events }), member.id)).toEqual([]); // the batch handled again

    expect(alertsFor((await crawl(21_000, 6 * 60)).alerts, member.id)).toEqual([]); // a rise, held past a crawl interval
    expect(alertsFor((await crawl(21_000, 61)).alerts, member.id)).toEqual([]);
    const back = alertsFor((await crawl(19_000, 1)).alerts, member.id);
    expect(back).toEqual([expect.objectContaining({ kind: "price_drop" })]); // 19,000 is the low already told
    expect(contents(back)).toEqual([expect.stringContaining("19,000원 (배송비 포함, 21,000원에서 ↓9%)")]);

    const lower = alertsFor((await crawl(18_900, 6 * 60)).alerts, member.id); // 100원: under any drop threshold, yet a new low
    expect(contents(lower)).toEqual([expect.stringContaining("18,900원 (배송비 포함, 역대 최저가 · 19,000원에서 ↓0%)")]);
  });

  it("is only a drop (by the threshold) to a member who switched 역대 최저가 off", async () => {
    const [hears, dropsOnly] = [await createMember(), await createDropWatcher()];
    const { crawl } = await productAt(20_000, hears, dropsOnly);
    const { alerts } = await crawl(19_000, 1);
    expect(alertsFor(alerts, hears.id).map((alert) => alert.kind)).toEqual(["all_time_low"]);
    expect(alertsFor(alerts, dropsOnly.id).map((alert) => alert.kind)).toEqual(["price_drop"]);
    const small = await crawl(18_900, 6 * 60);
    expect(alertsFor(small.alerts, hears.id).map((alert) => alert.kind)).toEqual(["all_time_low"]);
    expect(alertsFor(small.alerts, dropsOnly.id)).toEqual([]);
  });

  it("a target crossed at an all-time low is told as the target reached", async () => {
    const member = await createMember();
    const { product, crawl } = await productAt(20_000);
    await addWishlistItem({ userId: member.id, productId: product.id, targetPrice: 19_500 });
    expect(alertsFor((await crawl(19_000, 1)).alerts, member.id).map((alert) => alert.kind)).toEqual(["target_price"]);
  });
});

describeEachDatabase("channels per alert kind", () => {
  useTestClock();

  const choosing = (channels: NotificationPreferences["channels"]) =>
    createMember({ notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, channels } });

  it("hands each outside channel only the kinds the member chose for it; the bell keeps every kind switched on", async () => {
    const noLowsByPush = await choosing({ all_time_low: { push: false } });
    const kakaoForLowsOnly = await choosing({ price_drop: { kakao: false }, all_time_low: { webhook: false } });
    const shop = await createHourlyShop();
    const { product, offers } = await createPricedProduct({ offers: [{ price: 20_000, sellerSiteId: shop.id, observedAt: new Date() }] });
    const dropOnly = await createDropWatcher();
    for (const member of [noLowsByPush, kakaoForLowsOnly, dropOnly]) await addWishlistItem({ userId: member.id, productId: product.id });

    advanceClock(1);
    const { events } = await recordOfferObservation({ offerId: offers[0]!.id, price: 19_000, inStock: true, observedAt: new Date() });
    const sent = { push: [] as PushMessage[], kakao: [] as ChannelMessage[], webhook: [] as ChannelMessage[] };
    const created = await notifyPriceEvents({
      events,
      io: undefined,
      senders: {
        push: async ({ messages }) => void sent.push.push(...messages),
        kakao: async ({ messages }) => void sent.kakao.push(...messages),
        webhook: async ({ messages }) => void sent.webhook.push(...messages),
      },
    });

    const kindOf = new Map(created.map(({ userId, notification }) => [userId, notification.type]));
    expect(Object.fromEntries(kindOf)).toEqual({
      [noLowsByPush.id]: "all_time_low",
      [kakaoForLowsOnly.id]: "all_time_low",
      [dropOnly.id]: "price_drop",
    });
    const to = (messages: { userId: string }[]) => messages.map((m) => m.userId).sort();
    expect(to(sent.push)).toEqual([kakaoForLowsOnly.id, dropOnly.id].sort());
    expect(to(sent.kakao)).toEqual([noLowsByPush.id, kakaoForLowsOnly.id, dropOnly.id].sort());
    expect(to(sent.webhook)).toEqual([noLowsByPush.id, dropOnly.id].sort());
    const message = sent.kakao.find((m) => m.userId === kakaoForLowsOnly.id)!;
    const bell = created.find(({ userId }) => userId === kakaoForLowsOnly.id)!.notification;
    expect(message).toEqual({
      notificationId: bell.id,
      userId: kakaoForLowsOnly.id,
      kind: "all_time_low",
      title: "액상픽 가격 알림",
      body: bell.content,
      url: `/products/${product.id}`,
    });
  });
});
