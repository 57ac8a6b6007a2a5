import { z } from "zod";
import { idParams, reviewInput } from "@/domains/community/community-rules";
import { getReviewViewerState, listProductReviews, createReview } from "@/domains/community/reviews";
import { apiRoute } from "@/platform/http/api-route";

const listQuery = z.object({ sort: z.enum(["newest", "helpful"]).default("newest") });

/** A product's reviews, and for a member their own review and "도움돼요" votes: `{ reviews, mine, helpfulIds }`. */
export const GET = apiRoute({ access: "public", params: idParams, query: listQuery }, async ({ user, params, query }) => {
  const [reviews, viewer] = await Promise.all([
    listProductReviews({ productId: params.id, sort: query.sort }),
    user ? getReviewViewerState({ userId: user.id, productId: params.id }) : { mine: null, helpfulIds: [] },
  ]);
  return { reviews, ...viewer };
});

/** Reviews a product `{ rating, pros, cons, flavorNotes? }` → `{ id }`; one per member (a second: 409). */
export const POST = apiRoute({ access: "user", params: idParams, body: reviewInput }, async ({ user, params, body }) =>
  createReview({ user, productId: params.id, input: body }),
);
