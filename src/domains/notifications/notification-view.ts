/** A notification as the API, the socket and the client see it: id, content, url and read flag, with its type and time. */
export type NotificationView = { id: number; type: string; content: string; url: string; isRead: boolean; createdAt: string };

export type NotificationPagination = { page: number; limit: number; total: number; totalPages: number; hasMore: boolean };

export type NotificationListResponse = { notifications: NotificationView[]; unreadCount: number; pagination: NotificationPagination };

/** Page size 20; callers may ask for up to 50 at once. */
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_PAGE_SIZE_MAX = 50;

export function toNotificationView(row: {
  id: number;
  type: string;
  content: string;
  url: string;
  isRead: boolean;
  createdAt: Date;
}): NotificationView {
  return { id: row.id, type: row.type, content: row.content, url: row.url, isRead: row.isRead, createdAt: row.createdAt.toISOString() };
}
