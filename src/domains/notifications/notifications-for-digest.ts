import "server-only";
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { productLinkAllowedSql } from "@/domains/catalog/product-policy";
import { getDb } from "@/platform/db/client";
import { notifications } from "./schema";

export type DigestNotification = { id: number; type: string; content: string; url: string; createdAt: Date };

/** A member's notifications of the given kinds after `afterId`, oldest first, none the policy withholds (for the e-mail digest). */
export async function listNotificationsAfter({
  userId,
  afterId,
  kinds,
  limit = 50,
}: {
  userId: string;
  afterId: number;
  kinds: readonly string[];
  limit?: number;
}): Promise<DigestNotification[]> {
  if (kinds.length === 0) return [];
  return getDb()
    .select({
      id: notifications.id,
      type: notifications.type,
      content: notifications.content,
      url: notifications.url,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        gt(notifications.id, afterId),
        inArray(notifications.type, [...kinds]),
        productLinkAllowedSql(notifications.url, "alert"),
      ),
    )
    .orderBy(notifications.id)
    .limit(limit);
}

/** The id of the member's newest notification (0 when none): e-mail starts after it. */
export async function latestNotificationId({ userId }: { userId: string }): Promise<number> {
  const [row] = await getDb()
    .select({ id: sql<number>`${notifications.id}::float8` })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(1);
  return row ? Number(row.id) : 0;
}
