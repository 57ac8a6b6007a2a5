import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import { productLinkAllowedSql } from "@/domains/catalog/product-policy";
import { getDb } from "@/platform/db/client";
import { toNotificationView, type NotificationListResponse } from "./notification-view";
import { notifications } from "./schema";

/** A notification about a product the compliance policy no longer lets members hear about stays stored, unseen. */
const alertableNotification = () => productLinkAllowedSql(notifications.url, "alert");

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
  const alertable = alertableNotification();
  const [rows, [totals], unreadCount] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), alertable))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), alertable)),
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
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false), alertableNotification()));
  return row?.unread ?? 0;
}
