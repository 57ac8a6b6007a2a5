import type { RateLimiterRes } from "rate-limiter-flexible";
import type { RateLimitResult, RateLimitStore } from "./types";

// Duck-typed, not instanceof: the store is shared through globalThis, and each Next bundle may carry
// its own copy of rate-limiter-flexible's classes.
function isLimiterAnswer(value: unknown): value is RateLimiterRes {
  return typeof value === "object" && value !== null && "consumedPoints" in value && "msBeforeNext" in value;
}

export type RateLimiter = {
  /** Counts one attempt and tells whether it is within the limit. */
  hit(key: string): Promise<RateLimitResult>;
  /** Tells whether one more attempt would be allowed, without counting one. */
  check(key: string): Promise<RateLimitResult>;
  /** Forgets the key (e.g. a successful sign-in ends a run of failures). */
  reset(key: string): Promise<void>;
};

/**
 * A fixed-window limiter: at most `limit` hits per key per `windowMs`. `name` namespaces the keys
 * so limiters sharing a store never count each other's hits.
 */
export function createRateLimiter({
  name,
  limit,
  windowMs,
  store,
}: {
  name: string;
  limit: number;
  windowMs: number;
  store: RateLimitStore;
}): RateLimiter {
  const limiter = store.limiterFor({ keyPrefix: name, points: limit, windowMs });
  const result = (res: RateLimiterRes | null, allowed: (count: number) => boolean): RateLimitResult => {
    const count = res?.consumedPoints ?? 0;
    return { allowed: allowed(count), count, remaining: Math.max(limit - count, 0), resetAt: Date.now() + (res?.msBeforeNext ?? 0) };
  };
  return {
    async hit(key) {
      // A refused hit rejects with the counter (still counted, like every attempt); anything else is a real error.
      const res = await limiter.consume(key).catch((refused: unknown) => {
        if (isLimiterAnswer(refused)) return refused;
        throw refused;
      });
      return result(res, (count) => count <= limit);
    },
    check: async (key) => result(await limiter.get(key), (count) => count < limit),
    reset: async (key) => void (await limiter.delete(key)),
  };
}
