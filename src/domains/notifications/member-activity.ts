import "server-only";
import { eq } from "drizzle-orm";
import { countPerKey } from "@/platform/db/count-per-key";
import { notifications } from "./schema";

/** Per member: notifications received and how many are still unread (the back-office's activity summary). */
export async function countNotificationActivity({ userIds }: { userIds: string[] }) {
  const [total, unread] = await Promise.all([
    countPerKey({ table: notifications, column: notifications.userId, keys: userIds }),
    countPerKey({ table: notifications, column: notifications.userId, keys: userIds, where: eq(notifications.isRead, false) }),
  ]);
  return new Map(userIds.map((id) => [id, { total: total.get(id) ?? 0, unread: unread.get(id) ?? 0 }]));
}
