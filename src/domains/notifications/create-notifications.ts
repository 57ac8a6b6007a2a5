import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { toNotificationView, type NotificationView } from "./notification-view";
import { notifications } from "./schema";

export type NotificationDraft = { userId: string; type: string; content: string; url: string };
export type CreatedNotification = { userId: string; notification: NotificationView };

type InsertedRow = {
  id: string | number;
  user_id: string;
  type: string;
  content: string;
  url: string;
  is_read: boolean;
  created_at: Date | string;
};

/**
 * Writes every draft in ONE statement (the drafts travel as one JSON parameter, so 10,000 members
 * cost one round trip and no parameter limit) and returns the rows as members will see them.
 */
export async function createNotifications({ drafts }: { drafts: readonly NotificationDraft[] }): Promise<CreatedNotification[]> {
  if (drafts.length === 0) return [];
  const rows = await queryRows<InsertedRow>(
    getDb(),
    sql`insert into ${notifications} (user_id, type, content, url)
        select d.user_id, d.type, d.content, d.url
        from json_to_recordset(${JSON.stringify(drafts.map((d) => ({ user_id: d.userId, type: d.type, content: d.content, url: d.url })))}::json)
          as d(user_id uuid, type text, content text, url text)
        returning id, user_id, type, content, url, is_read, created_at`,
  );
  return rows.map((r) => ({
    userId: r.user_id,
    notification: toNotificationView({
      id: Number(r.id),
      type: r.type,
      content: r.content,
      url: r.url,
      isRead: r.is_read,
      createdAt: new Date(r.created_at),
    }),
  }));
}
