import type { NotificationPagination, NotificationView } from "./notification-view";

/** The member's list as the provider holds it; every change goes through the pure steps of notification-state.ts. */
export type NotificationListState = {
  notifications: NotificationView[];
  unreadCount: number;
  pagination: NotificationPagination | null;
};

export const EMPTY_NOTIFICATIONS: NotificationListState = { notifications: [], unreadCount: 0, pagination: null };

/** What the push domain's enrolment hook reports into the provider (it fills this slot from a child). */
export type PushState = { status: string; subscribe: () => Promise<unknown> };

/** The signed-in member's side of the notifications, as the engine reports it (`owner`: whose they are). */
export type MemberNotifications = NotificationListState & {
  owner: string;
  loading: boolean;
  socketConnected: boolean;
  /** Loads the next page (page 2, 3, …); false when it failed or there was none. */
  loadMore: () => Promise<boolean>;
  markAsRead: (id: number) => Promise<boolean>;
  markAllAsRead: () => Promise<boolean>;
};

export type NotificationContextValue = MemberNotifications & {
  pushState: PushState | null;
  setPushState: (state: PushState | null) => void;
};
