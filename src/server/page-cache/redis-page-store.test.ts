import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageCache, type CachedPage, type SharedPageStore } from "./page-cache";
import { productTag } from "./page-tags";
import { createRedisPageStore } from "./redis-page-store";

const redisUrl = process.env.REDIS_URL;
const page = (tags: string[], overrides: Partial<CachedPage> = {}): CachedPage => ({
  status: 200,
  headers: { "content-type": "text/html; charset=utf-8" },
  body: Buffer.from("<p>42,000원</p>"),
  rawParts: [Buffer.byteLength("<p>42,000원</p>")],
  tags: ["*", ...tags],
  renderedAt: Date.now() - 5,
  expiresAt: Date.now() + 60_000,
  ...overrides,
});

describe.skipIf(!redisUrl)("Redis page store (two web processes)", () => {
  const buildId = `test-${randomUUID()}`;
  let stores: SharedPageStore[] = [];
  beforeAll(async () => {
    stores = [await createRedisPageStore({ redisUrl: redisUrl!, buildId }), await createRedisPageStore({ redisUrl: redisUrl!, buildId })];
  });
  afterAll(async () => {
    await stores[0]!.drop(["*"]);
    await Promise.all(stores.map((s) => s.close()));
  });

  it("gives a new process the pages another rendered, and forgets them when their tag is dropped", async () => {
    const [a, b] = stores.map((shared) => createPageCache({ shared }));
    await stores[0]!.set("gz|a|/products/7", page([productTag(7)]));
    const warm = await b!.lookup("gz|a|/products/7");
    expect(warm?.body.toString()).toBe("<p>42,000원</p>");
    expect(warm?.headers["content-type"]).toBe("text/html; charset=utf-8");
    await a!.invalidate([productTag(7)]);
    expect(await stores[1]!.get("gz|a|/products/7")).toBeNull();
    await b!.invalidate([productTag(7)]);
    expect(await b!.lookup("gz|a|/products/7")).toBeNull();
  });

  it("refuses a shared copy rendered before an invalidation this process heard of", async () => {
    const cache = createPageCache({ shared: stores[1] });
    await cache.invalidate([productTag(8)]);
    await stores[0]!.set("gz|a|/products/8", page([productTag(8)], { renderedAt: Date.now() - 60_000 }));
    expect(await cache.lookup("gz|a|/products/8")).toBeNull();
  });

  it("shortens the life of price-ordered pages in the store, not the others", async () => {
    await stores[0]!.set("gz|a|/mouth-inhalation?sort=price", page(["price-order"]));
    await stores[0]!.set("gz|a|/mouth-inhalation", page([]));
    await stores[0]!.expire(["price-order"], 2_000);
    expect((await stores[1]!.get("gz|a|/mouth-inhalation?sort=price"))!.expiresAt).toBeLessThanOrEqual(Date.now() + 2_000);
    expect((await stores[1]!.get("gz|a|/mouth-inhalation"))!.expiresAt).toBeGreaterThan(Date.now() + 50_000);
  });
});
