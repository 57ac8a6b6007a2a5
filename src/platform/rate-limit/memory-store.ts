import { RateLimiterMemory } from "rate-limiter-flexible";
import type { RateLimitStore } from "./types";

/** Counters in this process's memory (rate-limiter-flexible; each key expires with its window). */
export function createMemoryStore(): RateLimitStore {
  return { limiterFor: ({ keyPrefix, points, windowMs }) => new RateLimiterMemory({ keyPrefix, points, duration: windowMs / 1000 }) };
}
