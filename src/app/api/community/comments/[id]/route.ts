import { deleteComment, updateComment } from "@/domains/community/comments";
import { commentUpdateInput, idParams } from "@/domains/community/community-rules";
import { apiRoute } from "@/platform/http/api-route";

/** Edits one of the caller's comments `{ content }` (someone else's: 403, none: 404). */
export const PATCH = apiRoute({ access: "user", params: idParams, body: commentUpdateInput }, async ({ user, params, body }) => {
  await updateComment({ user, commentId: params.id, content: body.content });
  return { ok: true };
});

export const DELETE = apiRoute({ access: "user", params: idParams }, async ({ user, params }) => {
  await deleteComment({ user, commentId: params.id });
  return { ok: true };
});
