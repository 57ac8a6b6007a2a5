import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { notFound } from "@/platform/errors";
import { users, type NotificationPreferences } from "../schema";

/** Stores which notification kinds a member wants and whether push is on. */
export async function updateNotificationPreferences({
  userId,
  preferences,
}: {
  userId: string;
  preferences: NotificationPreferences;
}): Promise<NotificationPreferences> {
  const [row] = await getDb()
    .update(users)
    .set({ notificationPreferences: preferences })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ preferences: users.notificationPreferences });
  if (!row) throw notFound("회원 정보를 찾을 수 없습니다.");
  return row.preferences;
}
