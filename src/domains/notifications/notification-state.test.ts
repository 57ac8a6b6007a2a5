import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useNotifications } from "./notification-provider";
import { EMPTY_NOTIFICATIONS } from "./notification-context";
import { unreadBadgeText, withAllRead, withArrived, withPage, withRead } from "./notification-state";
import type { NotificationView } from "./notification-view";

const item = (id: number, isRead = false): NotificationView => ({
  id,
  type: "price_drop",
  content: `알림 ${id}`,
  url: `/products/${id}`,
  isRead,
  createdAt: "2026-11-24T00:00:00.000Z",
});
const pagination = (page: number, hasMore: boolean) => ({ page, limit: 20, total: 40, totalPages: 2, hasMore });

describe("notification state", () => {
  it("page 1 replaces, later pages append without duplicates", () => {
    const first = withPage(EMPTY_NOTIFICATIONS, { notifications: [item(3), item(2)], unreadCount: 5, pagination: pagination(1, true) });
    const second = withPage(first, { notifications: [item(2), item(1)], unreadCount: 5, pagination: pagination(2, false) });
    expect(second.notifications.map((n) => n.id)).toEqual([3, 2, 1]);
    expect(second.pagination?.hasMore).toBe(false);
    expect(withPage(second, { notifications: [item(9)], unreadCount: 1, pagination: pagination(1, false) }).notifications).toEqual([
      item(9),
    ]);
  });

  it("a live item goes on top and adds one unread, once", () => {
    const state = withArrived({ ...EMPTY_NOTIFICATIONS, notifications: [item(1)], unreadCount: 1 }, item(2));
    expect(state.notifications.map((n) => n.id)).toEqual([2, 1]);
    expect(state.unreadCount).toBe(2);
    expect(withArrived(state, item(2))).toBe(state);
  });

  it("marking read drops unread by 1 per item, never below 0; mark-all sets 0", () => {
    let state = { ...EMPTY_NOTIFICATIONS, notifications: [item(1), item(2), item(3, true)], unreadCount: 1 };
    state = withRead(state, 1);
    expect(state.unreadCount).toBe(0);
    expect(state.notifications[0]!.isRead).toBe(true);
    expect(withRead(state, 2).unreadCount).toBe(0);
    expect(withRead(state, 3)).toBe(state);
    const all = withAllRead({ ...state, unreadCount: 7 });
    expect(all.unreadCount).toBe(0);
    expect(all.notifications.every((n) => n.isRead)).toBe(true);
  });

  it("badge text is capped at 99+ and hidden at 0", () => {
    expect([0, 1, 99, 100, 150].map(unreadBadgeText)).toEqual([null, "1", "99", "99+", "99+"]);
  });

  it("using the state outside its provider is a clear error", () => {
    const Outside = () => createElement("span", null, useNotifications().unreadCount);
    expect(() => renderToString(createElement(Outside))).toThrow("useNotifications는 NotificationProvider 안에서만 사용할 수 있습니다.");
  });
});
