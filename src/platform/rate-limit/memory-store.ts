import { RateLimiterMemory } from "rate-limiter-flexible";
import type { RateLimitStore } from "./types";

/**
 * Counters in this process's memory (rate-limiter-flexible; each key expires with its window). One
 * limiter per name and limit, so every Next bundle using this (globalThis-shared) store counts together.
 */
export function createMemoryStore(): RateLimitStore {
  const limiters = new Map<string, RateLimiterMemory>();
  return {
    limiterFor: ({ keyPrefix, points, windowMs }) => {
      const id = `${keyPrefix}|${points}|${windowMs}`;
      let limiter = limiters.get(id);
      if (!limiter) limiters.set(id, (limiter = new RateLimiterMemory({ keyPrefix, points, duration: windowMs / 1000 })));
      return limiter;
    },
  };
}
