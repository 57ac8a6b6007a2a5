import { idParams } from "@/domains/community/community-rules";
import { toggleReviewHelpful } from "@/domains/community/reviews";
import { apiRoute } from "@/platform/http/api-route";

/** "도움돼요" on a review, or taking it back → `{ helpful, helpfulCount }`. */
export const POST = apiRoute({ access: "user", params: idParams }, async ({ user, params }) =>
  toggleReviewHelpful({ user, reviewId: params.id }),
);
