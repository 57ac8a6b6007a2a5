import "server-only";
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { memberDisplayNameSql, memberIdSql, memberTableSql } from "@/domains/accounts/member-display-name";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { getDb } from "@/platform/db/client";
import { POSTS_PER_PAGE } from "../content-limits";
import { postSearchCondition } from "./post-search";
import { boards, posts } from "../schema";

const listColumns = {
  id: posts.id,
  title: posts.title,
  boardSlug: boards.slug,
  boardName: boards.name,
  pinned: boards.adminOnly,
  author: memberDisplayNameSql,
  viewCount: posts.viewCount,
  likeCount: posts.likeCount,
  commentCount: posts.commentCount,
  hasImage: sql<boolean>`${posts.contentHtml} like '%<img%'`,
  createdAt: posts.createdAt,
};

export type PostListItem = {
  id: number;
  title: string;
  boardSlug: string;
  boardName: string;
  pinned: boolean;
  author: string;
  viewCount: number;
  likeCount: number;
  commentCount: number;
  hasImage: boolean;
  createdAt: Date;
};

const shown = and(isNull(posts.deletedAt), isNull(posts.hiddenAt), eq(boards.visible, true));

function selectPosts(where: SQL | undefined, extra: Record<string, SQL | AnyPgColumn> = {}) {
  return getDb()
    .select({ ...listColumns, ...extra })
    .from(posts)
    .innerJoin(boards, eq(boards.id, posts.boardId))
    .innerJoin(memberTableSql, eq(memberIdSql, posts.authorId))
    .where(and(shown, where));
}

export type PostListing = { pinned: PostListItem[]; items: PostListItem[]; total: number; page: number; pageCount: number };

/**
 * A page of posts, newest first: across boards or on one, optionally searched (Hangul-aware). The
 * latest notices (admin-only boards) are pinned above the first page of an unsearched list.
 */
export async function listPosts({
  boardId,
  query = "",
  page = 1,
}: {
  boardId?: number;
  query?: string;
  page?: number;
}): Promise<PostListing> {
  const where = and(boardId ? eq(posts.boardId, boardId) : undefined, postSearchCondition(query));
  const [items, [counted], pinned]: [PostListItem[], Array<{ total: number }>, PostListItem[]] = await Promise.all([
    selectPosts(where)
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(POSTS_PER_PAGE)
      .offset((page - 1) * POSTS_PER_PAGE),
    getDb().select({ total: count() }).from(posts).innerJoin(boards, eq(boards.id, posts.boardId)).where(and(shown, where)),
    page === 1 && !query.trim() && !boardId
      ? selectPosts(eq(boards.adminOnly, true)).orderBy(desc(posts.createdAt)).limit(3)
      : Promise.resolve([]),
  ]);
  const pinnedIds = new Set(pinned.map((p) => p.id));
  return {
    pinned,
    items: items.filter((p) => !pinnedIds.has(p.id)),
    total: Number(counted?.total ?? 0),
    page,
    pageCount: Math.max(1, Math.ceil(Number(counted?.total ?? 0) / POSTS_PER_PAGE)),
  };
}

export type PostDetail = PostListItem & { contentHtml: string; updatedAt: Date | null };

/** One post as its page shows it, or null when it does not exist, was deleted or hidden. */
export async function getPostDetail({ id }: { id: number }): Promise<PostDetail | null> {
  const [row] = await selectPosts(eq(posts.id, id), { contentHtml: posts.contentHtml, updatedAt: posts.updatedAt });
  return (row as PostDetail | undefined) ?? null;
}

/** The caller's own post an admin hid (its page is a 404 for everyone, with a notice for its author), or null. */
export async function getOwnHiddenPost({ userId, id }: { userId: string; id: number }): Promise<{ title: string } | null> {
  const [row] = await getDb()
    .select({ title: posts.title })
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.authorId, userId), isNull(posts.deletedAt), isNotNull(posts.hiddenAt)));
  return row ?? null;
}

/** The caller's own post for the edit form (title, stored HTML, board), or null. */
export async function getOwnPostForEdit({ userId, id }: { userId: string; id: number }) {
  const [row] = await getDb()
    .select({ id: posts.id, title: posts.title, contentHtml: posts.contentHtml, boardSlug: boards.slug })
    .from(posts)
    .innerJoin(boards, eq(boards.id, posts.boardId))
    .where(and(eq(posts.id, id), eq(posts.authorId, userId), isNull(posts.deletedAt)));
  return row ?? null;
}
