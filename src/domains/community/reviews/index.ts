import "server-only";

/** Reviews' face: their writes and 도움돼요, the queries behind the section, a rating's refresh, a merge's move (no UI). */
export { moveReviews } from "./move-reviews";
export { getRatingSummary, getReviewViewerState, listProductReviews, type ReviewSort } from "./review-queries";
export { createReview, deleteReview, refreshProductRating, toggleReviewHelpful, updateReview } from "./reviews";
