import "server-only";
import type { Redis } from "ioredis";
import type { RateLimitStore } from "./types";

// INCR and PEXPIRE in one step, so a crash between them can never leave a counter without expiry.
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/**
 * Counters shared by every process through Redis (fixed windows that expire on their own). While
 * Redis is unreachable each call falls back to `fallback` (per-process limits) instead of failing
 * every sign-in.
 */
export function createRedisStore(
  redis: Redis,
  { prefix = "rl:", fallback, onError }: { prefix?: string; fallback: RateLimitStore; onError?: (error: unknown) => void },
): RateLimitStore {
  const orFallback = <T>(attempt: () => Promise<T>, backup: () => Promise<T>) =>
    attempt().catch((error) => {
      onError?.(error);
      return backup();
    });
  return {
    increment: (key, windowMs) =>
      orFallback(
        async () => {
          const [count, ttl] = (await redis.eval(INCREMENT, 1, prefix + key, windowMs)) as [number, number];
          return { count, resetAt: Date.now() + ttl };
        },
        () => fallback.increment(key, windowMs),
      ),
    get: (key) =>
      orFallback(
        async () => {
          const replies = await redis
            .multi()
            .get(prefix + key)
            .pttl(prefix + key)
            .exec();
          const [count, ttl] = replies!.map(([error, value]) => {
            if (error) throw error;
            return value;
          }) as [string | null, number];
          return { count: Number(count ?? 0), resetAt: Date.now() + Math.max(ttl, 0) };
        },
        () => fallback.get(key),
      ),
    reset: (key) =>
      orFallback(
        async () => {
          await redis.del(prefix + key);
          await fallback.reset(key);
        },
        () => fallback.reset(key),
      ),
  };
}
