import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { SessionUser } from "@/platform/auth/session-user";
import { getDb } from "@/platform/db/client";
import { forbidden, notFound } from "@/platform/errors";
import { notifyCommentAudience } from "./comment-notifications";
import { comments, posts } from "../schema";
import { assertMayWrite } from "../write-guard";

/** A live, shown post (for commenting and liking), or 404. */
export async function findShownPost({ postId }: { postId: number }) {
  const [post] = await getDb()
    .select({ id: posts.id, title: posts.title, authorId: posts.authorId })
    .from(posts)
    .where(and(eq(posts.id, postId), isNull(posts.deletedAt), isNull(posts.hiddenAt)));
  if (!post) throw notFound("없는 글입니다.");
  return post;
}

/**
 * Adds a comment, or a reply (`parentId`): replies stay one level deep, so a reply to a reply joins
 * the same thread. The post's author and the replied-to commenter are notified (not oneself).
 */
export async function createComment({
  user,
  postId,
  content,
  parentId,
}: {
  user: SessionUser;
  postId: number;
  content: string;
  parentId?: number;
}): Promise<{ id: number }> {
  const post = await findShownPost({ postId });
  let parent: { id: number; authorId: string } | undefined;
  if (parentId !== undefined) {
    const [row] = await getDb()
      .select({ id: comments.id, parentId: comments.parentId, authorId: comments.authorId })
      .from(comments)
      .where(and(eq(comments.id, parentId), eq(comments.postId, postId)));
    if (!row) throw notFound("답글을 달 댓글이 없습니다.");
    parent = { id: row.parentId ?? row.id, authorId: row.authorId };
  }
  await assertMayWrite({ user, action: "comment", texts: [content] });
  const id = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({ postId, parentId: parent?.id ?? null, authorId: user.id, content })
      .returning({ id: comments.id });
    await tx
      .update(posts)
      .set({ commentCount: sql`${posts.commentCount} + 1` })
      .where(eq(posts.id, postId));
    return row!.id;
  });
  await notifyCommentAudience({ commenterId: user.id, post, repliedToAuthorId: parent?.authorId, commentId: id, content });
  return { id };
}

/** The caller's own live comment, or 404 / 403. */
async function findOwnComment({ user, commentId }: { user: SessionUser; commentId: number }) {
  const [row] = await getDb()
    .select({ id: comments.id, postId: comments.postId, authorId: comments.authorId })
    .from(comments)
    .where(and(eq(comments.id, commentId), isNull(comments.deletedAt)));
  if (!row) throw notFound("없는 댓글입니다.");
  if (row.authorId !== user.id) throw forbidden("내가 쓴 댓글만 고치거나 지울 수 있습니다.");
  return row;
}

export async function updateComment({ user, commentId, content }: { user: SessionUser; commentId: number; content: string }) {
  await findOwnComment({ user, commentId });
  await assertMayWrite({ user, action: "comment", texts: [content] });
  await getDb()
    .update(comments)
    .set({ content, updatedAt: sql`now()` })
    .where(eq(comments.id, commentId));
}

/** Soft delete; replies under it stay, shown under "삭제된 댓글입니다.". */
export async function deleteComment({ user, commentId }: { user: SessionUser; commentId: number }) {
  const comment = await findOwnComment({ user, commentId });
  await getDb().transaction(async (tx) => {
    await tx
      .update(comments)
      .set({ deletedAt: sql`now()` })
      .where(eq(comments.id, commentId));
    await tx
      .update(posts)
      .set({ commentCount: sql`greatest(${posts.commentCount} - 1, 0)` })
      .where(eq(posts.id, comment.postId));
  });
}
