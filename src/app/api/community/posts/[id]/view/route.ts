import { idParams } from "@/domains/community/community-rules";
import { recordPostView, visitorKey } from "@/domains/community/posts";
import { notFound } from "@/platform/errors";
import { apiRoute } from "@/platform/http/api-route";
import { clientIpFrom } from "@/platform/rate-limit";

/**
 * Sent once by the post page: counts the view (once per visitor per day) and answers the page's
 * per-member parts `{ viewCount, likeCount, liked, mine, myCommentIds }` (the HTML is the same for all).
 */
export const POST = apiRoute({ access: "public", params: idParams }, async ({ req, user, params }) => {
  const ip = clientIpFrom(req.headers);
  const visitor = visitorKey({ userId: user?.id, ip, userAgent: req.headers.get("user-agent") ?? "" });
  const state = await recordPostView({ postId: params.id, visitor, userId: user?.id, ip });
  if (!state) throw notFound("없는 글입니다.");
  return state;
});
