import "server-only";
import { createHash } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { foreignKeyViolationConstraint } from "@/platform/db/constraint-violation";
import { getDb } from "@/platform/db/client";
import { postViewLimiters } from "./post-view-limits";
import { comments, postLikes, postViews, posts } from "../schema";
import { seoulDayOf } from "@/platform/time/seoul";

/** A visitor key that is not the address itself: a member's id, or a hash of address + browser. */
export function visitorKey({ userId, ip, userAgent }: { userId?: string; ip: string; userAgent: string }): string {
  return userId ? `m:${userId}` : `v:${createHash("sha256").update(`${ip}|${userAgent}`).digest("base64url").slice(0, 22)}`;
}

/**
 * Counts a view once per visitor per Seoul day (a visitor's address within `postViewLimiters`, when given), and answers what the page's per-member parts need
 * (the page itself is the same for everyone): the counts, whether the member liked it, whether it and which comments are theirs.
 */
export async function recordPostView({
  postId,
  visitor,
  userId,
  ip,
  now = new Date(),
}: {
  postId: number;
  visitor: string;
  userId?: string;
  ip?: string;
  now?: Date;
}) {
  const db = getDb();
  const counts = userId !== undefined || ip === undefined || (await withinAddressLimits({ ip, postId }));
  let inserted: Array<{ postId: number }> = [];
  try {
    if (counts)
      inserted = await db
        .insert(postViews)
        .values({ postId, visitor, day: seoulDayOf(now) })
        .onConflictDoNothing()
        .returning({ postId: postViews.postId });
  } catch (error) {
    // No such post (its key points at nothing): the caller answers 404, not the database's error.
    if (foreignKeyViolationConstraint(error) !== null) return null;
    throw error;
  }
  const [post] = await db
    .update(posts)
    .set({ viewCount: sql`${posts.viewCount} + ${inserted.length}` })
    .where(and(eq(posts.id, postId), isNull(posts.deletedAt)))
    .returning({ viewCount: posts.viewCount, likeCount: posts.likeCount, authorId: posts.authorId });
  if (!post) return null;
  if (!userId) return { viewCount: post.viewCount, likeCount: post.likeCount, liked: false, mine: false, myCommentIds: [] };
  const [likes, mine] = await Promise.all([
    db
      .select({ postId: postLikes.postId })
      .from(postLikes)
      .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId))),
    db
      .select({ id: comments.id })
      .from(comments)
      .where(and(eq(comments.postId, postId), eq(comments.authorId, userId), isNull(comments.deletedAt))),
  ]);
  return {
    viewCount: post.viewCount,
    likeCount: post.likeCount,
    liked: likes.length > 0,
    mine: post.authorId === userId,
    myCommentIds: mine.map((c) => c.id),
  };
}

async function withinAddressLimits({ ip, postId }: { ip: string; postId: number }): Promise<boolean> {
  const { perIpAndPost, perIp } = postViewLimiters();
  return (await perIpAndPost.hit(`${ip}|${postId}`)).allowed && (await perIp.hit(ip)).allowed;
}
