import { createComment } from "@/domains/community/comments";
import { commentInput, idParams } from "@/domains/community/community-rules";
import { apiRoute } from "@/platform/http/api-route";

/** Comments on a post `{ content, parentId? }` (a reply when `parentId` is given) → `{ id }`. */
export const POST = apiRoute({ access: "user", params: idParams, body: commentInput }, async ({ user, params, body }) =>
  createComment({ user, postId: params.id, content: body.content, parentId: body.parentId }),
);
