import type { RateLimiterAbstract } from "rate-limiter-flexible";

/** What a limiter answers for one key: whether this hit is allowed and when the window resets. */
export type RateLimitResult = { allowed: boolean; count: number; remaining: number; resetAt: number };

/** Where counters live (memory in one process, Redis when several share limits): builds one fixed-window limiter. */
export interface RateLimitStore {
  limiterFor(options: { keyPrefix: string; points: number; windowMs: number }): RateLimiterAbstract;
}
