import "server-only";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { wishlistItems } from "./schema";

/**
 * Moves members' wishes (target price, alert settings and the price last announced to them) from one product
 * to another, in the caller's transaction: for a merge of duplicates and its undo (`userIds`: only those).
 * A member who already wishes for the other product keeps that wish; theirs here stays put. Answers who moved.
 */
export async function moveWishes({
  fromProductId,
  intoProductId,
  userIds,
  db,
}: {
  fromProductId: number;
  intoProductId: number;
  userIds?: string[];
  db: Db;
}): Promise<string[]> {
  if (userIds?.length === 0) return [];
  const already = db.select({ userId: wishlistItems.userId }).from(wishlistItems).where(eq(wishlistItems.productId, intoProductId));
  const moved = await db
    .update(wishlistItems)
    .set({ productId: intoProductId })
    .where(
      and(
        eq(wishlistItems.productId, fromProductId),
        notInArray(wishlistItems.userId, already),
        userIds ? inArray(wishlistItems.userId, userIds) : undefined,
      ),
    )
    .returning({ userId: wishlistItems.userId });
  return moved.map((row) => row.userId);
}
