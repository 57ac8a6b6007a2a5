import "server-only";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import { memberDisplayNameSql, memberIdSql, memberTableSql } from "@/domains/accounts/member-display-name";
import { productIdAllowedSql } from "@/domains/catalog/product-policy";
import { getDb } from "@/platform/db/client";
import { reviewHelpfulVotes, reviews } from "../schema";

export type ReviewSort = "newest" | "helpful";

/** A product's shown reviews (none while the compliance policy withholds the product), newest or most helpful first (at most 50). */
export async function listProductReviews({ productId, sort = "newest" }: { productId: number; sort?: ReviewSort }) {
  return getDb()
    .select({
      id: reviews.id,
      author: memberDisplayNameSql,
      rating: reviews.rating,
      pros: reviews.pros,
      cons: reviews.cons,
      flavorNotes: reviews.flavorNotes,
      helpfulCount: reviews.helpfulCount,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
    })
    .from(reviews)
    .innerJoin(memberTableSql, eq(memberIdSql, reviews.authorId))
    .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt), productIdAllowedSql(reviews.productId, "list")))
    .orderBy(...(sort === "helpful" ? [desc(reviews.helpfulCount)] : []), desc(reviews.createdAt), desc(reviews.id))
    .limit(50);
}

/** The member's own review of a product (to edit) and the reviews they found helpful: the page's per-member part. */
export async function getReviewViewerState({ userId, productId }: { userId: string; productId: number }) {
  const db = getDb();
  const [[mine], helpful] = await Promise.all([
    db
      .select({ id: reviews.id, rating: reviews.rating, pros: reviews.pros, cons: reviews.cons, flavorNotes: reviews.flavorNotes })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.authorId, userId))),
    db
      .select({ id: reviewHelpfulVotes.reviewId })
      .from(reviewHelpfulVotes)
      .innerJoin(reviews, eq(reviews.id, reviewHelpfulVotes.reviewId))
      .where(and(eq(reviews.productId, productId), eq(reviewHelpfulVotes.userId, userId))),
  ]);
  return { mine: mine ?? null, helpfulIds: helpful.map((h) => h.id) };
}

/** A product's rating summary: average, count and how many gave each star (index 0 = 1 star). */
export async function getRatingSummary({ productId }: { productId: number }) {
  const rows = await getDb()
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)))
    .groupBy(reviews.rating);
  const stars = [1, 2, 3, 4, 5].map((star) => Number(rows.find((r) => r.rating === star)?.n ?? 0));
  const total = stars.reduce((a, b) => a + b, 0);
  const average = total ? stars.reduce((sum, n, i) => sum + n * (i + 1), 0) / total : null;
  return { average, count: total, stars };
}
