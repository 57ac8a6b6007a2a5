import { idParams, postUpdateInput } from "@/domains/community/community-rules";
import { deletePost, updatePost } from "@/domains/community/posts";
import { apiRoute } from "@/platform/http/api-route";

/** Edits one of the caller's posts `{ title, content }` (someone else's: 403, none: 404). */
export const PATCH = apiRoute({ access: "user", params: idParams, body: postUpdateInput }, async ({ user, params, body }) => {
  await updatePost({ user, postId: params.id, ...body });
  return { ok: true };
});

/** Deletes one of the caller's posts (soft). */
export const DELETE = apiRoute({ access: "user", params: idParams }, async ({ user, params }) => {
  await deletePost({ user, postId: params.id });
  return { ok: true };
});
