import "server-only";

/** Reviews' face: a product's reviews (the section and its queries), their writes and 도움돼요, a rating's refresh, a merge's move. */
export { moveReviews } from "./move-reviews";
export { ProductReviews } from "./product-reviews";
export { getReviewViewerState, listProductReviews } from "./review-queries";
export { createReview, deleteReview, refreshProductRating, toggleReviewHelpful, updateReview } from "./reviews";
