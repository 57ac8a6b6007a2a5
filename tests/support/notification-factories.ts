import { and, eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { notifications } from "@/domains/notifications/schema";

/** `count` notifications for a member, the last one newest ("알림 1" … "알림 n"), unread unless told. */
export async function createNotifications({ userId, count, isRead = false }: { userId: string; count: number; isRead?: boolean }) {
  const start = Date.now() - count * 1000;
  return getDb()
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        type: "price_drop",
        content: `알림 ${i + 1}`,
        url: `/products/${i + 1}`,
        isRead,
        createdAt: new Date(start + i * 1000),
      })),
    )
    .returning();
}

/** How many of a member's notifications are unread in the database. */
export async function unreadNotificationCount(userId: string): Promise<number> {
  const rows = await getDb()
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return rows.length;
}
