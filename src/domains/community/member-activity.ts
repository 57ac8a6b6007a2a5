import "server-only";
import { isNull } from "drizzle-orm";
import { countPerKey } from "@/platform/db/count-per-key";
import { comments, posts, reviews } from "./schema";

export type MemberContentCounts = { posts: number; comments: number; reviews: number };

/** Per member: posts, comments and reviews written (deleted ones left out), for the back-office's activity summary. */
export async function countMemberContent({ userIds }: { userIds: string[] }): Promise<Map<string, MemberContentCounts>> {
  const [postCounts, commentCounts, reviewCounts] = await Promise.all([
    countPerKey({ table: posts, column: posts.authorId, keys: userIds, where: isNull(posts.deletedAt) }),
    countPerKey({ table: comments, column: comments.authorId, keys: userIds, where: isNull(comments.deletedAt) }),
    countPerKey({ table: reviews, column: reviews.authorId, keys: userIds }),
  ]);
  return new Map(
    userIds.map((id) => [id, { posts: postCounts.get(id) ?? 0, comments: commentCounts.get(id) ?? 0, reviews: reviewCounts.get(id) ?? 0 }]),
  );
}
