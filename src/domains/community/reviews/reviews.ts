import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { announceCatalogChanged } from "@/domains/catalog/catalog-change-events";
import { isVisibleProduct, setProductRating } from "@/domains/catalog/product";
import type { SessionUser } from "@/platform/auth/session-user";
import { getDb, type Db } from "@/platform/db/client";
import { conflict, forbidden, notFound } from "@/platform/errors";
import type { ReviewInput } from "../community-rules";
import { reviewHelpfulVotes, reviews } from "../schema";
import { assertMayWrite } from "../write-guard";

/** Recomputes the product's review count and average from its shown reviews, in the caller's transaction. */
export async function refreshProductRating(db: Db, productId: number): Promise<void> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, average: sql<number | null>`avg(${reviews.rating})::real` })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)));
  await setProductRating({ db, productId, reviewCount: row?.count ?? 0, ratingAverage: row?.average ?? null });
}

const texts = (input: ReviewInput) => [input.pros, input.cons, ...input.flavorNotes];

/** After the commit: cached pages showing the product (its reviews, its stars on tiles) are dropped in every process. */
const announceReviewsChanged = (productId: number) => announceCatalogChanged([productId]);

/** A member's review of a product: one each (a second answers 409: edit the first). */
export async function createReview({ user, productId, input }: { user: SessionUser; productId: number; input: ReviewInput }) {
  if (!(await isVisibleProduct({ productId }))) throw notFound("없는 상품입니다.");
  await assertMayWrite({ user, action: "review", texts: texts(input) });
  const created = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({ productId, authorId: user.id, ...input })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (!row) throw conflict("이미 이 상품의 리뷰를 썼습니다. 내 리뷰를 고쳐 주세요.", "review_exists");
    await refreshProductRating(tx, productId);
    return { id: row.id };
  });
  await announceReviewsChanged(productId);
  return created;
}

async function findOwnReview({ user, reviewId }: { user: SessionUser; reviewId: number }) {
  const [row] = await getDb()
    .select({ id: reviews.id, productId: reviews.productId, authorId: reviews.authorId })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  if (!row) throw notFound("없는 리뷰입니다.");
  if (row.authorId !== user.id) throw forbidden("내가 쓴 리뷰만 고치거나 지울 수 있습니다.");
  return row;
}

export async function updateReview({ user, reviewId, input }: { user: SessionUser; reviewId: number; input: ReviewInput }) {
  const review = await findOwnReview({ user, reviewId });
  await assertMayWrite({ user, action: "review", texts: texts(input) });
  await getDb().transaction(async (tx) => {
    await tx
      .update(reviews)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(reviews.id, reviewId));
    await refreshProductRating(tx, review.productId);
  });
  await announceReviewsChanged(review.productId);
}

/** Deleting a review frees the member to write a new one for the product. */
export async function deleteReview({ user, reviewId }: { user: SessionUser; reviewId: number }) {
  const review = await findOwnReview({ user, reviewId });
  await getDb().transaction(async (tx) => {
    await tx.delete(reviews).where(eq(reviews.id, reviewId));
    await refreshProductRating(tx, review.productId);
  });
  await announceReviewsChanged(review.productId);
}

/** "도움돼요" on someone else's review, or taking it back. */
export async function toggleReviewHelpful({ user, reviewId }: { user: SessionUser; reviewId: number }) {
  const [review] = await getDb()
    .select({ authorId: reviews.authorId })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)));
  if (!review) throw notFound("없는 리뷰입니다.");
  if (review.authorId === user.id) throw forbidden("내 리뷰에는 누를 수 없습니다.");
  await assertMayWrite({ user, action: "like", texts: [] });
  return getDb().transaction(async (tx) => {
    const removed = await tx
      .delete(reviewHelpfulVotes)
      .where(and(eq(reviewHelpfulVotes.reviewId, reviewId), eq(reviewHelpfulVotes.userId, user.id)))
      .returning({ reviewId: reviewHelpfulVotes.reviewId });
    const helpful = removed.length === 0;
    if (helpful) await tx.insert(reviewHelpfulVotes).values({ reviewId, userId: user.id }).onConflictDoNothing();
    const [row] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`(select count(*)::int from ${reviewHelpfulVotes} where ${reviewHelpfulVotes.reviewId} = ${reviewId})` })
      .where(eq(reviews.id, reviewId))
      .returning({ helpfulCount: reviews.helpfulCount });
    return { helpful, helpfulCount: row!.helpfulCount };
  });
}
