import "server-only";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { refreshProductRating } from "./reviews";
import { reviews } from "../schema";

/**
 * Moves reviews from one product to another, in the caller's transaction: for a merge of duplicates and its
 * undo (`reviewIds`: only those). A member who reviewed both keeps the other one's; this one stays put. Both
 * products' ratings are recomputed. Answers the reviews moved.
 */
export async function moveReviews({
  fromProductId,
  intoProductId,
  reviewIds,
  db,
}: {
  fromProductId: number;
  intoProductId: number;
  reviewIds?: number[];
  db: Db;
}): Promise<number[]> {
  if (reviewIds?.length === 0) return [];
  const authors = db.select({ authorId: reviews.authorId }).from(reviews).where(eq(reviews.productId, intoProductId));
  const moved = await db
    .update(reviews)
    .set({ productId: intoProductId })
    .where(
      and(
        eq(reviews.productId, fromProductId),
        notInArray(reviews.authorId, authors),
        reviewIds ? inArray(reviews.id, reviewIds) : undefined,
      ),
    )
    .returning({ id: reviews.id });
  await refreshProductRating(db, intoProductId);
  await refreshProductRating(db, fromProductId);
  return moved.map((row) => row.id);
}
