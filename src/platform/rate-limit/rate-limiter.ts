import type { RateLimitResult, RateLimitStore } from "./types";

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
  const keyOf = (key: string) => `${name}:${key}`;
  const result = (count: number, resetAt: number, allowed: boolean): RateLimitResult => ({
    allowed,
    count,
    remaining: Math.max(limit - count, 0),
    resetAt,
  });
  return {
    async hit(key) {
      const { count, resetAt } = await store.increment(keyOf(key), windowMs);
      return result(count, resetAt, count <= limit);
    },
    async check(key) {
      const { count, resetAt } = await store.get(keyOf(key));
      return result(count, resetAt, count < limit);
    },
    reset: (key) => store.reset(keyOf(key)),
  };
}
