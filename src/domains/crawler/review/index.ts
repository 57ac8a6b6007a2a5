import "server-only";

/** Review's face for the server: the held prices, unmatched pages and automatic decisions an admin reviews. */
export { listAutomaticDecisions, listHeldPrices, listUnmatchedPages } from "./crawl-admin-queries";
export { reviewHeldPrice, reviewUnmatchedPage } from "./admin-review";
export { approveAutomaticDecision, mergeAutomaticProduct, undoAutomaticDecision } from "./review-automatic-decision";
