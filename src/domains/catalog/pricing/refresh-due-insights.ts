import "server-only";
import { asc, isNull, lt, or, sql } from "drizzle-orm";
import { getDb, type Db } from "@/platform/db/client";
import { announceCatalogChanged } from "../catalog-change-events";
import { refreshPriceInsights } from "../refresh-price-insights";
import { products } from "../schema";

const BATCH = 500;

/**
 * The daily recompute: every product whose insight was not computed yet today (Seoul day), in batches, so the 90-day
 * window moves on even for products whose price did not. Changed products' cached pages are dropped.
 */
export async function refreshDueInsights({ now = new Date(), db = getDb() }: { now?: Date; db?: Db } = {}): Promise<number> {
  const todayStarts = sql`(date_trunc('day', ${now}::timestamptz at time zone 'Asia/Seoul')) at time zone 'Asia/Seoul'`;
  let done = 0;
  for (;;) {
    const due = await db
      .select({ id: products.id })
      .from(products)
      .where(or(isNull(products.priceInsightAt), lt(products.priceInsightAt, todayStarts)))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (!due.length) return done;
    const changed = await refreshPriceInsights(
      db,
      due.map((p) => p.id),
      now,
    );
    await announceCatalogChanged(changed);
    done += due.length;
  }
}
