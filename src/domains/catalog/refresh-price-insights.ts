import { inArray, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { listDailyBuyableLows } from "./daily-buyable-lows";
import { decidePriceInsight } from "./price-insight";
import { products } from "./schema";

/**
 * Recomputes and stores the products' "지금 사도 될까?" (typical range and label) from their daily buyable lowests and
 * their stored lowest now, inside the caller's transaction when given one. Returns the products whose range or label
 * changed (what their pages show).
 */
export async function refreshPriceInsights(db: Db, productIds: number[], now = new Date()): Promise<number[]> {
  if (!productIds.length) return [];
  // One after the other: inside a transaction both go through its one connection anyway.
  const lows = await listDailyBuyableLows(db, productIds, now);
  const rows = await db
    .select({
      id: products.id,
      today: products.lowestTotalPrice,
      low: products.typicalPriceLow,
      high: products.typicalPriceHigh,
      label: products.priceInsight,
    })
    .from(products)
    .where(inArray(products.id, productIds));
  const next = rows.map((row) => ({ row, insight: decidePriceInsight({ dailyLows: lows.get(row.id) ?? [], today: row.today }) }));
  const column = (pick: (n: (typeof next)[number]) => number | string | null) => sql.param(next.map(pick));
  await db.execute(sql`
    update product set typical_price_low = v.low, typical_price_high = v.high, price_insight = v.label, price_insight_at = ${now}::timestamptz
    from unnest(${column((n) => n.row.id)}::int[], ${column((n) => n.insight?.low ?? null)}::int[],
                ${column((n) => n.insight?.high ?? null)}::int[], ${column((n) => n.insight?.label ?? null)}::text[]) as v(id, low, high, label)
    where product.id = v.id`);
  return next
    .filter(
      ({ row, insight }) =>
        (insight?.low ?? null) !== row.low || (insight?.high ?? null) !== row.high || (insight?.label ?? null) !== row.label,
    )
    .map(({ row }) => row.id);
}
