import { Redis } from "ioredis";
import { logger } from "@/platform/logger";
import type { CachedPage, SharedPageStore } from "./page-cache";

type Meta = Omit<CachedPage, "body">;

// Deletes every page listed under the given tag sets, and the sets, in one step (no page added in between is missed).
const DROP_TAGGED = `for _, tagKey in ipairs(KEYS) do
  for _, pageKey in ipairs(redis.call('SMEMBERS', tagKey)) do redis.call('DEL', pageKey) end
  redis.call('DEL', tagKey)
end
return 0`;
// Shortens every page listed under the given tag sets to a random part of ARGV[1] ms (never lengthens one).
const EXPIRE_TAGGED = `for _, tagKey in ipairs(KEYS) do
  for _, pageKey in ipairs(redis.call('SMEMBERS', tagKey)) do
    redis.call('PEXPIRE', pageKey, math.floor(ARGV[1] * (0.2 + 0.8 * math.random())), 'LT')
  end
end
return 0`;

/**
 * Pages in Redis, shared by every web process of one build (`buildId` in the keys: another build's pages
 * name other script files). A page is one string (meta JSON line + body); each tag is a set of page keys.
 */
export async function createRedisPageStore({ redisUrl, buildId }: { redisUrl: string; buildId: string }): Promise<SharedPageStore> {
  // No offline queue: while Redis is away, pages render instead of waiting for it.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  redis.on("error", (err) => logger.warn({ err }, "page cache Redis error"));
  // Redis may be down at start: pages render meanwhile, and ioredis keeps reconnecting.
  await redis.connect().catch((err: unknown) => logger.warn({ err }, "page cache Redis unavailable at start"));
  const prefix = `aeksangpick:pages:${buildId}:`;
  const pageKey = (key: string) => `${prefix}page:${key}`;
  const tagKey = (tag: string) => `${prefix}tag:${tag}`;
  return {
    async get(key) {
      const [[, raw], [, ttlMs]] = (await redis.multi().getBuffer(pageKey(key)).pttl(pageKey(key)).exec()) as [
        [unknown, Buffer | null],
        [unknown, number],
      ];
      if (!raw || ttlMs <= 0) return null;
      const newline = raw.indexOf(10);
      const meta = JSON.parse(raw.subarray(0, newline).toString("utf8")) as Meta;
      return { ...meta, expiresAt: Date.now() + ttlMs, body: raw.subarray(newline + 1) };
    },
    async set(key, { body, ...meta }) {
      const ttlMs = Math.max(1, meta.expiresAt - Date.now());
      const value = Buffer.concat([Buffer.from(`${JSON.stringify(meta)}\n`), body]);
      const batch = redis.multi().set(pageKey(key), value, "PX", ttlMs);
      for (const tag of meta.tags)
        batch.sadd(tagKey(tag), pageKey(key)).pexpire(tagKey(tag), ttlMs, "GT").pexpire(tagKey(tag), ttlMs, "NX");
      await batch.exec();
    },
    async drop(tags) {
      if (tags.length) await redis.eval(DROP_TAGGED, tags.length, ...tags.map(tagKey));
    },
    async expire(tags, withinMs) {
      if (tags.length) await redis.eval(EXPIRE_TAGGED, tags.length, ...tags.map(tagKey), withinMs);
    },
    close: async () => void (await redis.quit().catch(() => redis.disconnect())),
  };
}
