import { asc, desc, eq } from "drizzle-orm";
import pino from "pino";
import { expect, it } from "vitest";
import { refreshProductPricing } from "@/domains/catalog/refresh-product-pricing";
import { offers, priceHistory, products, sellerSites } from "@/domains/catalog/schema";
import { getDb, type Db } from "@/platform/db/client";
import { describeEachDatabase } from "@tests/support/test-db";
import { demoOffers, demoPriceAt, demoProducts } from "./catalog-model";
import { seedDemoCatalog } from "./catalog-seeder";

const now = new Date("2026-11-22T03:00:00Z");

describeEachDatabase("demo catalogue seeder", () => {
  it("loads the whole catalogue quickly, with history ending in each offer's current state", async () => {
    const started = Date.now();
    await seedDemoCatalog({ log: pino({ level: "silent" }), now });
    expect(Date.now() - started).toBeLessThan(60_000);
    const db = getDb();
    expect(await db.$count(products)).toBe(demoProducts().length);
    expect(await db.$count(offers)).toBe(demoOffers().length);
    expect(await db.$count(sellerSites)).toBe(8);
    expect(await db.$count(priceHistory)).toBeGreaterThan(demoOffers().length * 10);

    const [first] = await db.select().from(offers).orderBy(asc(offers.id)).limit(1);
    const model = demoOffers().find((o) => first!.url.endsWith(`/${o.siteSlug}${o.path}`))!;
    const current = demoPriceAt(model.key, now);
    expect([first!.price, first!.inStock, first!.listPrice]).toEqual([current.price, current.inStock, current.listPrice]);
    const [last] = await db
      .select()
      .from(priceHistory)
      .where(eq(priceHistory.offerId, first!.id))
      .orderBy(desc(priceHistory.observedAt))
      .limit(1);
    expect([last!.price, last!.inStock]).toEqual([current.price, current.inStock]);

    const [product] = await db.select().from(products).orderBy(asc(products.id)).limit(1);
    expect(product!.searchText).toContain(product!.name.toLowerCase());
    expect(product!.searchChosung.length).toBeGreaterThan(0);
    // Its own bound is the minute above; the test's default 30 s is less on a loaded machine.
  }, 90_000);

  it("leaves each product's prices exactly as refreshProductPricing computes them", async () => {
    const db = getDb();
    const sample = await db.select().from(products).orderBy(asc(products.id));
    for (const seeded of sample.filter((_, i) => i % 8 === 0)) {
      await db.transaction(async (tx) => {
        await refreshProductPricing(tx as unknown as Db, seeded.id, now);
      });
      const [refreshed] = await db.select().from(products).where(eq(products.id, seeded.id));
      // The seed leaves staleness to the first expiry sweep (it knows no crawl interval yet); everything else matches.
      expect({ ...refreshed, pricingValidUntil: null }).toEqual({ ...seeded, pricingValidUntil: null });
      if (seeded.inStockOfferCount > 0) expect(refreshed!.pricingValidUntil!.getTime()).toBeGreaterThan(now.getTime());
    }
    expect(sample.some((p) => p.previousLowestPrice !== null && p.lowestChangedAt !== null)).toBe(true);
  });

  it("gives some products each price label from the seeded history (평소보다 낮음, 평소 가격, 평소보다 높음)", async () => {
    const rows = await getDb().select({ label: products.priceInsight, low: products.typicalPriceLow }).from(products);
    const count = (label: string | null) => rows.filter((r) => r.label === label).length;
    expect({ low: count("low") > 3, typical: count("typical") > 3, high: count("high") > 3 }).toEqual({
      low: true,
      typical: true,
      high: true,
    });
    expect(rows.filter((r) => r.label !== null).every((r) => r.low !== null)).toBe(true);
  });
});
