export { defineRateLimiters } from "./limiter-set";
export { setRateLimitStore } from "./store";
export { createMemoryStore } from "./memory-store";
export { clientIpFrom } from "./client-ip";
export type { RateLimitStore } from "./types";
