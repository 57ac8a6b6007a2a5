import "server-only";
import { notifyMembers, type MemberNotice } from "@/domains/notifications/notice-pipeline";
import { logger } from "@/platform/logger";

const excerpt = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * Tells the post's author of a new comment and the replied-to commenter of a reply (never the writer,
 * never twice), as their "댓글·커뮤니티" preference allows. A failure is logged: the comment stands.
 */
export async function notifyCommentAudience({
  commenterId,
  post,
  repliedToAuthorId,
  commentId,
  content,
}: {
  commenterId: string;
  post: { id: number; title: string; authorId: string };
  repliedToAuthorId?: string;
  commentId: number;
  content: string;
}): Promise<void> {
  const url = `/community/post/${post.id}#comment-${commentId}`;
  const notices: MemberNotice[] = [];
  if (repliedToAuthorId && repliedToAuthorId !== commenterId)
    notices.push({ userId: repliedToAuthorId, kind: "community", url, content: `내 댓글에 답글: ${excerpt(content, 60)}` });
  if (post.authorId !== commenterId && post.authorId !== repliedToAuthorId)
    notices.push({
      userId: post.authorId,
      kind: "community",
      url,
      content: `'${excerpt(post.title, 30)}'에 새 댓글: ${excerpt(content, 60)}`,
    });
  await notifyMembers({ notices, pushTitle: "액상픽 커뮤니티" }).catch((err) =>
    logger.warn({ err, commentId }, "comment notification failed"),
  );
}
