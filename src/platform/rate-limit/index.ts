export { createRateLimiter, type RateLimiter } from "./rate-limiter";
export { getRateLimitStore, setRateLimitStore } from "./store";
export { createMemoryStore } from "./memory-store";
export type { RateLimitResult, RateLimitStore } from "./types";
