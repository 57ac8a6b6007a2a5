import { createRateLimiter, type RateLimiter } from "./rate-limiter";
import { getRateLimitStore } from "./store";

type LimiterSpec = { name: string; limit: number; windowMs: number };

/**
 * A domain's named limiters on the process-wide store (memory, or Redis with REDIS_URL), built once
 * per store: a test that installs its own store gets fresh limiters.
 */
export function defineRateLimiters<K extends string>(specs: Record<K, LimiterSpec>): () => Record<K, RateLimiter> {
  let limiters: Record<K, RateLimiter> | undefined;
  let limitersStore: unknown;
  return () => {
    const store = getRateLimitStore();
    if (limiters && limitersStore === store) return limiters;
    limitersStore = store;
    const entries = Object.entries<LimiterSpec>(specs).map(([key, spec]) => [key, createRateLimiter({ ...spec, store })]);
    limiters = Object.fromEntries(entries) as Record<K, RateLimiter>;
    return limiters;
  };
}
