import { idParams } from "@/domains/community/community-rules";
import { getOwnHiddenPost } from "@/domains/community/posts";
import { notFound } from "@/platform/errors";
import { apiRoute } from "@/platform/http/api-route";

/** The notice a hidden post's page shows its author `{ title }`; anyone else (or a post that is not hidden): 404. */
export const GET = apiRoute({ access: "user", params: idParams }, async ({ user, params }) => {
  const post = await getOwnHiddenPost({ userId: user.id, id: params.id });
  if (!post) throw notFound("숨겨진 내 글이 아닙니다.");
  return post;
});
