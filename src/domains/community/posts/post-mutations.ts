import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { SessionUser } from "@/platform/auth/session-user";
import { getDb } from "@/platform/db/client";
import { badRequest, forbidden, notFound } from "@/platform/errors";
import { getBoardBySlug } from "../boards";
import type { PostInput } from "../community-rules";
import { postSearchFields } from "./post-search";
import { hasPostContent, postPlainText, sanitizePostHtml } from "./rich-text";
import { posts } from "../schema";
import { assertMayWrite } from "../write-guard";

/** The title and sanitised HTML to store, and its search columns; refuses a post that shows nothing. */
async function preparePost({ user, title, content }: { user: SessionUser; title: string; content: string }) {
  const contentHtml = sanitizePostHtml(content);
  if (!hasPostContent(contentHtml)) throw badRequest("내용을 입력해 주세요.", "empty_content");
  const text = postPlainText(contentHtml);
  await assertMayWrite({ user, action: "post", texts: [title, text] });
  return { title, contentHtml, ...postSearchFields({ title, text }) };
}

/** Writes a member's post on a board (admin-only boards such as 공지 take admins' posts only). */
export async function createPost({ user, input }: { user: SessionUser; input: PostInput }): Promise<{ id: number }> {
  const board = await getBoardBySlug({ slug: input.board });
  if (board.adminOnly && user.grade !== "ADMIN") throw forbidden("운영진만 글을 쓸 수 있는 게시판입니다.");
  const values = await preparePost({ user, title: input.title, content: input.content });
  const [row] = await getDb()
    .insert(posts)
    .values({ ...values, boardId: board.id, authorId: user.id })
    .returning({ id: posts.id });
  return row!;
}

/** The caller's own live post, or 404 (no such post) / 403 (someone else's). */
async function findOwnPost({ user, postId }: { user: SessionUser; postId: number }) {
  const [post] = await getDb()
    .select({ id: posts.id, authorId: posts.authorId })
    .from(posts)
    .where(and(eq(posts.id, postId), isNull(posts.deletedAt)));
  if (!post) throw notFound("없는 글입니다.");
  if (post.authorId !== user.id) throw forbidden("내가 쓴 글만 고치거나 지울 수 있습니다.");
  return post;
}

export async function updatePost({ user, postId, title, content }: { user: SessionUser; postId: number; title: string; content: string }) {
  await findOwnPost({ user, postId });
  const values = await preparePost({ user, title, content });
  await getDb()
    .update(posts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(posts.id, postId));
}

/** Soft delete: the row stays (comments and reports point at it) but no page shows it. */
export async function deletePost({ user, postId }: { user: SessionUser; postId: number }) {
  await findOwnPost({ user, postId });
  await getDb()
    .update(posts)
    .set({ deletedAt: sql`now()` })
    .where(eq(posts.id, postId));
}
