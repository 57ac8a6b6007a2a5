import type { NotificationListState } from "./notification-context";
import type { NotificationView } from "./notification-view";

/** A new page: page 1 replaces the list, later pages append (skipping items already shown). */
export function withPage(state: NotificationListState, page: NotificationListState): NotificationListState {
  if (page.pagination?.page === 1) return page;
  const shown = new Set(state.notifications.map((n) => n.id));
  return { ...page, notifications: [...state.notifications, ...page.notifications.filter((n) => !shown.has(n.id))] };
}

/** A live notification goes on top and adds one unread. */
export function withArrived(state: NotificationListState, item: NotificationView): NotificationListState {
  if (state.notifications.some((n) => n.id === item.id)) return state;
  return { ...state, notifications: [item, ...state.notifications], unreadCount: state.unreadCount + (item.isRead ? 0 : 1) };
}

/** One item read: unread drops by 1, never below 0 (an item already read changes nothing). */
export function withRead(state: NotificationListState, id: number): NotificationListState {
  const item = state.notifications.find((n) => n.id === id);
  if (item?.isRead) return state;
  return {
    ...state,
    notifications: state.notifications.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
    unreadCount: Math.max(0, state.unreadCount - 1),
  };
}

export function withAllRead(state: NotificationListState): NotificationListState {
  return { ...state, notifications: state.notifications.map((n) => (n.isRead ? n : { ...n, isRead: true })), unreadCount: 0 };
}

/** The bell's badge text (capped at 99+); null hides the badge. */
export function unreadBadgeText(unreadCount: number): string | null {
  if (unreadCount <= 0) return null;
  return unreadCount > 99 ? "99+" : String(unreadCount);
}
