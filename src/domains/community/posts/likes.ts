import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "@/platform/auth/session-user";
import { getDb } from "@/platform/db/client";
import { findShownPost } from "../comments";
import { postLikes, posts } from "../schema";
import { assertMayWrite } from "../write-guard";

/** Likes the post, or takes the like back: one per member; the count moves in the same transaction. */
export async function togglePostLike({
  user,
  postId,
}: {
  user: SessionUser;
  postId: number;
}): Promise<{ liked: boolean; likeCount: number }> {
  await findShownPost({ postId });
  await assertMayWrite({ user, action: "like", texts: [] });
  return getDb().transaction(async (tx) => {
    const removed = await tx
      .delete(postLikes)
      .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, user.id)))
      .returning({ postId: postLikes.postId });
    const liked = removed.length === 0;
    if (liked) await tx.insert(postLikes).values({ postId, userId: user.id }).onConflictDoNothing();
    const [row] = await tx
      .update(posts)
      .set({ likeCount: sql`(select count(*)::int from ${postLikes} where ${postLikes.postId} = ${postId})` })
      .where(eq(posts.id, postId))
      .returning({ likeCount: posts.likeCount });
    return { liked, likeCount: row!.likeCount };
  });
}
