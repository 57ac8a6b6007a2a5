import "server-only";

/** The product page's 리뷰 section. */
export { ProductReviews } from "./product-reviews";
