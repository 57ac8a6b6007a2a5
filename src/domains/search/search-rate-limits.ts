import "server-only";
import { createRateLimiter, getRateLimitStore, type RateLimiter } from "@/platform/rate-limit";

const MINUTE = 60_000;

type SearchLimiters = { suggestPerIp: RateLimiter; loggedSearchesPerIp: RateLimiter };

let limiters: SearchLimiters | undefined;
let limitersStore: unknown;

/** Search limiters on the process-wide store (memory, or Redis with REDIS_URL). */
export function searchLimiters(): SearchLimiters {
  const store = getRateLimitStore();
  if (limiters && limitersStore === store) return limiters;
  limitersStore = store;
  limiters = {
    // Typing sends at most a few requests a second (150 ms debounce); offices share one address.
    suggestPerIp: createRateLimiter({ name: "search-suggest-ip", limit: 300, windowMs: MINUTE, store }),
    // Searches past this still get results but are not logged, so a script cannot make a query "popular".
    loggedSearchesPerIp: createRateLimiter({ name: "search-log-ip", limit: 20, windowMs: 10 * MINUTE, store }),
  };
  return limiters;
}
