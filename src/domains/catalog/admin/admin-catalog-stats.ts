import "server-only";
import { count, desc, eq, isNotNull, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { manufacturers, offers, outboundClicks, products } from "../schema";

/** Products (all / visible) and offers (all / with a price), for the dashboard. */
export async function countCatalogForDashboard() {
  const db = getDb();
  const [[p], [o]] = await Promise.all([
    db.select({ total: count(), visible: sql<number>`count(*) filter (where ${products.visible})::int` }).from(products),
    db.select({ total: count(), priced: sql<number>`count(${offers.price})::int` }).from(offers),
  ]);
  return { products: p?.total ?? 0, visibleProducts: Number(p?.visible ?? 0), offers: o?.total ?? 0, pricedOffers: Number(o?.priced ?? 0) };
}

/** Outbound clicks to shops per Seoul day over the last `days` days (zero days included). */
export async function countOutboundClicksByDay({ days = 14, now = new Date() }: { days?: number; now?: Date } = {}) {
  const rows = await queryRows<{ day: string; n: number }>(
    getDb(),
    sql`select to_char(d.day, 'YYYY-MM-DD') as day, count(c.id)::int as n
        from generate_series(date_trunc('day', ${now}::timestamptz at time zone 'Asia/Seoul') - make_interval(days => ${days - 1}),
                             date_trunc('day', ${now}::timestamptz at time zone 'Asia/Seoul'), interval '1 day') as d(day)
        left join ${outboundClicks} c on date_trunc('day', c.clicked_at at time zone 'Asia/Seoul') = d.day
        group by d.day order by d.day`,
  );
  return rows.map((r) => ({ day: r.day, count: Number(r.n) }));
}

/** Products whose all-in lowest price changed most recently, with the old and new price (both all-in). */
export async function listRecentPriceChanges({ limit = 8 }: { limit?: number } = {}) {
  return getDb()
    .select({
      id: products.id,
      name: products.name,
      manufacturerName: manufacturers.name,
      previousLowestPrice: products.previousLowestPrice,
      lowestTotalPrice: products.lowestTotalPrice,
      changedAt: products.lowestChangedAt,
    })
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(isNotNull(products.lowestChangedAt))
    .orderBy(desc(products.lowestChangedAt))
    .limit(limit);
}
