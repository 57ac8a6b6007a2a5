import "server-only";
import { Redis } from "ioredis";
import { getConfig } from "@/platform/config";
import { logger } from "@/platform/logger";
import { processSlot } from "@/platform/process-slots";
import { createMemoryStore } from "./memory-store";
import { createRedisStore } from "./redis-store";
import type { RateLimitStore } from "./types";

const installed = processSlot<RateLimitStore>("rateLimitStore");

/**
 * The process-wide counter store: Redis when REDIS_URL is set (limits hold across processes),
 * else memory.
 */
export function getRateLimitStore(): RateLimitStore {
  return installed.getOrCreate(() => {
    const { REDIS_URL } = getConfig();
    if (!REDIS_URL) return createMemoryStore();
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    redis.on("error", (err) => logger.warn({ err }, "rate-limit Redis error"));
    const onError = (err: unknown) => logger.warn({ err }, "rate-limit Redis unavailable: per-process limits");
    return createRedisStore(redis, { fallback: createMemoryStore(), onError });
  });
}

/** Tests install their own store (or undefined to go back to the configured one). */
export function setRateLimitStore(store: RateLimitStore | undefined): void {
  installed.set(store);
}
