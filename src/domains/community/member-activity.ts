import "server-only";
import { and, count, eq, isNull } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { comments, posts, reviews } from "./schema";

/** How many posts, comments and reviews a member has written (deleted ones left out), for the admin's member summary. */
export async function countMemberContent({ userId }: { userId: string }): Promise<{ posts: number; comments: number; reviews: number }> {
  const db = getDb();
  const [[p], [c], [r]] = await Promise.all([
    db
      .select({ n: count() })
      .from(posts)
      .where(and(eq(posts.authorId, userId), isNull(posts.deletedAt))),
    db
      .select({ n: count() })
      .from(comments)
      .where(and(eq(comments.authorId, userId), isNull(comments.deletedAt))),
    db.select({ n: count() }).from(reviews).where(eq(reviews.authorId, userId)),
  ]);
  return { posts: Number(p?.n ?? 0), comments: Number(c?.n ?? 0), reviews: Number(r?.n ?? 0) };
}
