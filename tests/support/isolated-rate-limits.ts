// Rate-limit counters of one test file: with REDIS_URL they live in this machine's shared Redis, where a 24-hour window
// outlives the run, so a counter keyed like an earlier run's (or a concurrent run's) would start part-spent. Each test
// file counts under a prefix of its own; the limits and the Redis store's behaviour stay as in production.
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll } from "vitest";
import { createMemoryStore, setRateLimitStore } from "@/platform/rate-limit";
import { createRedisStore } from "@/platform/rate-limit/redis-store";

const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  setRateLimitStore(createRedisStore(redis, { prefix: `test-rl-${randomUUID()}:`, fallback: createMemoryStore() }));
  afterAll(async () => {
    setRateLimitStore(undefined);
    await redis.quit();
  });
}
