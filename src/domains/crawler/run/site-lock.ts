import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";

/** Guarantees one crawl of a site at a time: acquire returns a release function, or null when taken. */
export type SiteLock = { tryAcquire: (siteId: number) => Promise<(() => Promise<void>) | null> };

/** In-process lock (the embedded default: one process does all crawling). */
export function createMemorySiteLock(): SiteLock {
  const held = new Set<number>();
  return {
    tryAcquire: async (siteId) => {
      if (held.has(siteId)) return null;
      held.add(siteId);
      return async () => void held.delete(siteId);
    },
  };
}

const RENEW = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("pexpire", KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

/**
 * Lock across worker processes and machines: Redis SET NX PX with a random token, renewed while the
 * crawl runs (a dead worker's lock expires after `ttlMs`), released only by its owner.
 */
export function createRedisSiteLock(
  redis: Redis,
  { ttlMs = 60_000, prefix = "aeksangpick:crawl-lock" }: { ttlMs?: number; prefix?: string } = {},
): SiteLock {
  return {
    tryAcquire: async (siteId) => {
      const key = `${prefix}:site:${siteId}`;
      const token = randomUUID();
      if ((await redis.set(key, token, "PX", ttlMs, "NX")) !== "OK") return null;
      const renew = setInterval(() => void redis.eval(RENEW, 1, key, token, String(ttlMs)).catch(() => {}), Math.floor(ttlMs / 3));
      renew.unref();
      return async () => {
        clearInterval(renew);
        await redis.eval(RELEASE, 1, key, token).catch(() => {});
      };
    },
  };
}
