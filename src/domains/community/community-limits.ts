import "server-only";
import { defineRateLimiters } from "@/platform/rate-limit";

const MINUTE = 60_000;

/** Per-member write limits (shared through Redis when REDIS_URL is set). */
export const communityLimiters = defineRateLimiters({
  post: { name: "community-post", limit: 10, windowMs: 10 * MINUTE },
  comment: { name: "community-comment", limit: 30, windowMs: 10 * MINUTE },
  like: { name: "community-like", limit: 60, windowMs: MINUTE },
  review: { name: "community-review", limit: 10, windowMs: 10 * MINUTE },
  image: { name: "community-image", limit: 20, windowMs: 10 * MINUTE },
  report: { name: "community-report", limit: 20, windowMs: 10 * MINUTE },
});

export type CommunityAction = keyof ReturnType<typeof communityLimiters>;
