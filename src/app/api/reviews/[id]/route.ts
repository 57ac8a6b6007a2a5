import { idParams, reviewInput } from "@/domains/community/community-rules";
import { deleteReview, updateReview } from "@/domains/community/reviews";
import { apiRoute } from "@/platform/http/api-route";

/** Edits one of the caller's reviews (someone else's: 403, none: 404). */
export const PATCH = apiRoute({ access: "user", params: idParams, body: reviewInput }, async ({ user, params, body }) => {
  await updateReview({ user, reviewId: params.id, input: body });
  return { ok: true };
});

export const DELETE = apiRoute({ access: "user", params: idParams }, async ({ user, params }) => {
  await deleteReview({ user, reviewId: params.id });
  return { ok: true };
});
