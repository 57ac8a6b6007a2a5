import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { notFound } from "@/platform/errors";
import { notifications } from "./schema";

/** Marks one of the member's own notifications read; someone else's id is answered like a missing one. */
export async function markNotificationRead({ userId, id }: { userId: string; id: number }): Promise<void> {
  const [row] = await getDb()
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw notFound("알림을 찾을 수 없습니다.");
}

/** Marks every unread notification of the member read; returns how many changed. */
export async function markAllNotificationsRead({ userId }: { userId: string }): Promise<number> {
  const rows = await getDb()
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
