import "server-only";
import { defineRateLimiters } from "@/platform/rate-limit";

const MINUTE = 60_000;

/** Search limiters. */
export const searchLimiters = defineRateLimiters({
  // Typing sends at most a few requests a second (150 ms debounce); offices share one address.
  suggestPerIp: { name: "search-suggest-ip", limit: 300, windowMs: MINUTE },
  // Searches past this still get results but are not logged, so a script cannot make a query "popular".
  loggedSearchesPerIp: { name: "search-log-ip", limit: 20, windowMs: 10 * MINUTE },
});
