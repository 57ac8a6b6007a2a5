import Link from "next/link";
import { RatingBadge } from "@/ui/rating-badge";
import { formatPostDate } from "../community-dates";
import { ReviewActions } from "./review-actions";
import { ReviewPanel } from "./review-panel";
import { getRatingSummary, listProductReviews, type ReviewSort } from "../reviews";

const STARS = "★★★★★";

/** Members' reviews under a product: summary, write/edit panel, newest or most helpful first. Same HTML for everyone. */
export async function ProductReviews({ productId, sort }: { productId: number; sort: ReviewSort }) {
  const [summary, reviews] = await Promise.all([getRatingSummary({ productId }), listProductReviews({ productId, sort })]);
  const sortLink = (to: ReviewSort, label: string) => (
    <Link
      href={`/products/${productId}${to === "helpful" ? "?reviewSort=helpful" : ""}#reviews`}
      prefetch={false}
      scroll={false}
      aria-current={sort === to ? "true" : undefined}
    >
      {label}
    </Link>
  );
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="card reviews">
      <div className="reviews-head">
        <h2 id="reviews-title">
          리뷰
          {summary.average !== null ? (
            <RatingBadge average={summary.average} count={summary.count} className="text-sm font-normal" />
          ) : null}
        </h2>
        <div className="chips">
          {sortLink("newest", "최신순")}
          {sortLink("helpful", "도움순")}
        </div>
      </div>
      <ReviewPanel productId={productId} />
      {reviews.length === 0 ? <p className="reviews-empty">아직 리뷰가 없습니다. 첫 리뷰를 남겨 주세요.</p> : null}
      <ul className="reviews-list" data-testid="review-list">
        {reviews.map((review) => (
          <li key={review.id} className="py-3" data-testid="review">
            <p className="flex flex-wrap items-center gap-x-2 text-sm">
              <span className="text-amber-500" aria-label={`별점 ${review.rating}점`}>
                {STARS.slice(0, review.rating)}
                <span className="text-gray-300">{STARS.slice(review.rating)}</span>
              </span>
              <span className="font-semibold" data-testid="review-author">
                {review.author}
              </span>
              <span className="text-xs text-gray-500">{formatPostDate(review.createdAt)}</span>
            </p>
            {review.pros ? (
              <p className="mt-1 whitespace-pre-wrap break-words text-sm">
                <b className="text-brand-700">좋았던 점</b> {review.pros}
              </p>
            ) : null}
            {review.cons ? (
              <p className="mt-1 whitespace-pre-wrap break-words text-sm">
                <b className="text-gray-700">아쉬운 점</b> {review.cons}
              </p>
            ) : null}
            {review.flavorNotes.length ? (
              <ul className="mt-1 flex flex-wrap gap-1" aria-label="느낀 맛">
                {review.flavorNotes.map((note) => (
                  <li key={note} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
                    {note}
                  </li>
                ))}
              </ul>
            ) : null}
            <ReviewActions reviewId={review.id} helpfulCount={review.helpfulCount} />
          </li>
        ))}
      </ul>
    </section>
  );
}
