export { createRateLimiter, type RateLimiter } from "./rate-limiter";
export { getRateLimitStore, setRateLimitStore } from "./store";
export { createMemoryStore } from "./memory-store";
export { clientIpFrom } from "./client-ip";
export type { RateLimitStore } from "./types";
