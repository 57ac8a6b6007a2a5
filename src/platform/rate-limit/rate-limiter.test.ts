import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createMemoryStore } from "./memory-store";
import { createRateLimiter } from "./rate-limiter";
import { createRedisStore } from "./redis-store";
import type { RateLimitStore } from "./types";

const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
afterAll(() => redis?.quit());

const stores: Array<[string, () => RateLimitStore]> = [["memory", () => createMemoryStore()]];
if (redis) stores.push(["redis", () => createRedisStore(redis, { prefix: `test-${randomUUID()}:`, fallback: createMemoryStore() })]);

describe.each(stores)("rate limiter on %s", (_name, makeStore) => {
  it("allows `limit` hits per window and refuses the next", async () => {
    const limiter = createRateLimiter({ name: "t", limit: 3, windowMs: 60_000, store: makeStore() });
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit("1.2.3.4"));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3]!.resetAt).toBeGreaterThan(Date.now());
    expect((await limiter.check("1.2.3.4")).allowed).toBe(false);
    expect((await limiter.hit("5.6.7.8")).allowed).toBe(true);
  });

  it("check does not count, reset forgets the key, names keep limiters apart", async () => {
    const store = makeStore();
    const a = createRateLimiter({ name: "a", limit: 1, windowMs: 60_000, store });
    const b = createRateLimiter({ name: "b", limit: 1, windowMs: 60_000, store });
    expect((await a.check("k")).allowed).toBe(true);
    expect((await a.check("k")).count).toBe(0);
    expect((await a.hit("k")).allowed).toBe(true);
    expect((await a.check("k")).allowed).toBe(false);
    expect((await b.hit("k")).allowed).toBe(true);
    await a.reset("k");
    expect((await a.hit("k")).allowed).toBe(true);
  });

  it("opens a new window once the old one expires", async () => {
    // Redis windows are whole seconds (rate-limiter-flexible), so the shortest window is one second.
    const limiter = createRateLimiter({ name: "w", limit: 1, windowMs: 1_000, store: makeStore() });
    expect((await limiter.hit("k")).allowed).toBe(true);
    expect((await limiter.hit("k")).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await limiter.hit("k")).allowed).toBe(true);
  });
});

describe("redis store while Redis is down", () => {
  it("falls back to per-process counting instead of failing", async () => {
    const dead = new Redis("redis://127.0.0.1:1", {
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    const errors: unknown[] = [];
    const limiter = createRateLimiter({
      name: "d",
      limit: 1,
      windowMs: 60_000,
      store: createRedisStore(dead, { fallback: createMemoryStore(), onError: (e) => errors.push(e) }),
    });
    expect((await limiter.hit("k")).allowed).toBe(true);
    expect((await limiter.hit("k")).allowed).toBe(false);
    expect(errors.length).toBeGreaterThan(0);
    dead.disconnect();
  });
});
