import "server-only";
import { Redis } from "ioredis";
import { getConfig } from "@/platform/config";
import { logger } from "@/platform/logger";
import { createMemoryStore } from "./memory-store";
import { createRedisStore } from "./redis-store";
import type { RateLimitStore } from "./types";

const globalForRateLimit = globalThis as unknown as { __rateLimitStore?: RateLimitStore };

/**
 * The process-wide counter store: Redis when REDIS_URL is set (limits hold across processes),
 * else memory. Shared through globalThis because Next bundles route code apart from server.ts.
 */
export function getRateLimitStore(): RateLimitStore {
  if (globalForRateLimit.__rateLimitStore) return globalForRateLimit.__rateLimitStore;
  const { REDIS_URL } = getConfig();
  if (REDIS_URL) {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    redis.on("error", (err) => logger.warn({ err }, "rate-limit Redis error"));
    const onError = (err: unknown) => logger.warn({ err }, "rate-limit Redis unavailable: per-process limits");
    globalForRateLimit.__rateLimitStore = createRedisStore(redis, { fallback: createMemoryStore(), onError });
  } else {
    globalForRateLimit.__rateLimitStore = createMemoryStore();
  }
  return globalForRateLimit.__rateLimitStore;
}

/** Tests install their own store (or undefined to go back to the configured one). */
export function setRateLimitStore(store: RateLimitStore | undefined): void {
  globalForRateLimit.__rateLimitStore = store;
}
