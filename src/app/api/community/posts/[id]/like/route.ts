import { idParams } from "@/domains/community/community-rules";
import { togglePostLike } from "@/domains/community/posts";
import { apiRoute } from "@/platform/http/api-route";

/** Likes the post or takes the like back → `{ liked, likeCount }`. */
export const POST = apiRoute({ access: "user", params: idParams }, async ({ user, params }) => togglePostLike({ user, postId: params.id }));
