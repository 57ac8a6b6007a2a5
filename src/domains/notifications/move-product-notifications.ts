import "server-only";
import { and, inArray, like, or, eq, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { notifications } from "./schema";

/**
 * Points members' notifications about one product at another (their link, `/products/<id>` and its query),
 * in the caller's transaction: for a merge of duplicates and its undo (`ids`: only those). Answers the ids moved.
 */
export async function moveProductNotifications({
  fromProductId,
  intoProductId,
  ids,
  db,
}: {
  fromProductId: number;
  intoProductId: number;
  ids?: number[];
  db: Db;
}): Promise<number[]> {
  if (ids?.length === 0) return [];
  const path = `/products/${fromProductId}`;
  const moved = await db
    .update(notifications)
    .set({ url: sql`${`/products/${intoProductId}`} || substr(${notifications.url}, ${path.length + 1})` })
    .where(
      and(
        or(eq(notifications.url, path), like(notifications.url, `${path}?%`), like(notifications.url, `${path}#%`)),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return moved.map((row) => row.id);
}
