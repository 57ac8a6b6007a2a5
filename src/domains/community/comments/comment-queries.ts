import "server-only";
import { asc, eq } from "drizzle-orm";
import { memberDisplayNameSql, memberIdSql, memberTableSql } from "@/domains/accounts/member-display-name";
import { getDb } from "@/platform/db/client";
import { comments } from "../schema";

export type CommentView = {
  id: number;
  author: string;
  /** Null when deleted or hidden (shown as a placeholder while replies hang under it). */
  content: string | null;
  createdAt: Date;
  edited: boolean;
};
export type CommentThread = CommentView & { replies: CommentView[] };

/** A post's comments as threads (oldest first), replies under their comment; a removed comment without replies is left out. */
export async function listPostComments({ postId }: { postId: number }): Promise<CommentThread[]> {
  const rows = await getDb()
    .select({
      id: comments.id,
      parentId: comments.parentId,
      author: memberDisplayNameSql,
      content: comments.content,
      removed: comments.deletedAt,
      hidden: comments.hiddenAt,
      createdAt: comments.createdAt,
      updatedAt: comments.updatedAt,
    })
    .from(comments)
    .innerJoin(memberTableSql, eq(memberIdSql, comments.authorId))
    .where(eq(comments.postId, postId))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const view = (r: (typeof rows)[number]): CommentView => ({
    id: r.id,
    author: r.author,
    content: r.removed || r.hidden ? null : r.content,
    createdAt: r.createdAt,
    edited: r.updatedAt !== null,
  });
  const threads = new Map<number, CommentThread>();
  for (const r of rows) if (r.parentId === null) threads.set(r.id, { ...view(r), replies: [] });
  for (const r of rows) {
    const reply = view(r);
    if (r.parentId !== null && reply.content !== null) threads.get(r.parentId)?.replies.push(reply);
  }
  return [...threads.values()].filter((t) => t.content !== null || t.replies.length > 0);
}
