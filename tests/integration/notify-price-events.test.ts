import { expect, it } from "vitest";
import { listNotifications } from "@/domains/notifications/list-notifications";
import { notifyPriceEvents } from "@/domains/notifications/notice-pipeline";
import type { PushMessage } from "@/domains/push/push-message";
import type { PriceAlert } from "@/domains/wishlist/price-alerts";
import type { PriceEvent } from "@/domains/catalog/price-events";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "@/domains/accounts/schema";
import { createMember } from "../support/account-factories";
import { describeEachDatabase } from "../support/test-db";

const drop: PriceEvent = { type: "price_dropped", productId: 42, oldLowestPrice: 12_900, newLowestPrice: 11_500 };
const content = "바이스랩 레몬 30ml 최저가 12,900원 → 11,500원";

describeEachDatabase("notifyPriceEvents", () => {
  it("writes what each member wants, hands push only to members with push on, and skips banned members", async () => {
    const noDrops = await createMember({
      notificationPreferences: {
        ...DEFAULT_NOTIFICATION_PREFERENCES,
        kinds: { ...DEFAULT_NOTIFICATION_PREFERENCES.kinds, price_drop: false },
      },
    });
    const noPush = await createMember({ notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, push: false } });
    const everything = await createMember();
    const banned = await createMember({ bannedAt: new Date() });
    const alert = (userId: string, kind: PriceAlert["kind"] = "price_drop"): PriceAlert => ({
      userId,
      kind,
      productId: 42,
      content,
      url: "/products/42",
    });
    const seenEvents: PriceEvent[][] = [];
    const pushed: PushMessage[] = [];

    const created = await notifyPriceEvents({
      events: [drop],
      collect: async ({ events }) => {
        seenEvents.push(events);
        return [
          alert(noDrops.id),
          alert(noDrops.id, "target_price"),
          alert(noPush.id),
          alert(everything.id),
          alert(everything.id, "saved_search"),
          alert(banned.id),
        ];
      },
      senders: { push: async ({ messages }) => void pushed.push(...messages) },
      io: undefined,
    });

    expect(seenEvents).toEqual([[drop]]);
    expect(created.map((c) => `${c.userId}:${c.notification.type}`).sort()).toEqual(
      [`${noDrops.id}:target_price`, `${noPush.id}:price_drop`, `${everything.id}:price_drop`, `${everything.id}:saved_search`].sort(),
    );
    expect(pushed.map((m) => m.userId).sort()).toEqual([noDrops.id, everything.id, everything.id].sort());
    expect(pushed[0]).toMatchObject({
      title: "액상픽 가격 알림",
      body: content,
      url: "/products/42",
      tag: expect.stringMatching(/^notification-\d+$/),
    });
    const list = await listNotifications({ userId: everything.id, page: 1, limit: 20 });
    expect(list.unreadCount).toBe(2);
    expect(list.notifications[0]).toMatchObject({ content, url: "/products/42", isRead: false });
    expect((await listNotifications({ userId: banned.id, page: 1, limit: 20 })).pagination.total).toBe(0);
  });

  it("does nothing when nobody is alerted, and a failing push hand-over does not undo the notifications", async () => {
    const member = await createMember();
    const none = await notifyPriceEvents({
      events: [drop],
      collect: async () => [],
      senders: { push: async () => {} },
      io: undefined,
    });
    expect(none).toEqual([]);
    const created = await notifyPriceEvents({
      events: [drop],
      collect: async () => [{ userId: member.id, kind: "back_in_stock", productId: 42, content, url: "/products/42" }],
      senders: {
        push: async () => {
          throw new Error("queue down");
        },
      },
      io: undefined,
    });
    expect(created).toHaveLength(1);
    expect((await listNotifications({ userId: member.id, page: 1, limit: 20 })).unreadCount).toBe(1);
  });
});
