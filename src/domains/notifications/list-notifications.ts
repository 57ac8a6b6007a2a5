import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { toNotificationView, type NotificationListResponse } from "./notification-view";
import { notifications } from "./schema";

/** One page of a member's notifications, newest first, with their unread count and the page's place. */
export async function listNotifications({
  userId,
  page,
  limit,
}: {
  userId: string;
  page: number;
  limit: number;
}): Promise<NotificationListResponse> {
  const db = getDb();
  const [rows, [totals], unreadCount] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(notifications).where(eq(notifications.userId, userId)),
    countUnreadNotifications({ userId }),
  ]);
  const total = totals?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return {
    notifications: rows.map(toNotificationView),
    unreadCount,
    pagination: { page, limit, total, totalPages, hasMore: page * limit < total },
  };
}

async function countUnreadNotifications({ userId }: { userId: string }): Promise<number> {
  const [row] = await getDb()
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.unread ?? 0;
}
