import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { seoulDayOf } from "@/platform/time/seoul";

/**
 * Rebuilds the daily rollup of the given Seoul days from the raw views (delete + insert in one
 * transaction, so a rerun or a late batch never counts twice).
 */
export async function rollUpPageViews({ days }: { days: string[] }): Promise<void> {
  await getDb().transaction(async (tx) => {
    for (const day of days) {
      await tx.execute(sql`DELETE FROM page_view_daily WHERE day = ${day}::date`);
      await tx.execute(sql`
        INSERT INTO page_view_daily (day, path, product_id, views, visitors)
        SELECT ${day}::date, path, max(product_id), count(*)::int, count(DISTINCT visitor_id)::int
        FROM page_view
        WHERE viewed_at >= (${day}::date::timestamp AT TIME ZONE 'Asia/Seoul')
          AND viewed_at < ((${day}::date + 1)::timestamp AT TIME ZONE 'Asia/Seoul')
        GROUP BY path`);
    }
  });
}

/** Today's and yesterday's rollups (a batch written just after midnight still belongs to yesterday). */
export function rollUpRecentPageViews({ now = new Date() }: { now?: Date } = {}): Promise<void> {
  return rollUpPageViews({ days: [seoulDayOf(new Date(now.getTime() - 86_400_000)), seoulDayOf(now)] });
}

/** Views per product and Seoul day from the rollups, for days in [since, until). */
export async function listProductViewsByDay({ since, until }: { since: string; until: string }) {
  return queryRows<{ productId: number; day: string; views: number }>(
    getDb(),
    sql`SELECT product_id AS "productId", to_char(day, 'YYYY-MM-DD') AS day, sum(views)::int AS views
        FROM page_view_daily WHERE product_id IS NOT NULL AND day >= ${since}::date AND day < ${until}::date
        GROUP BY product_id, day`,
  );
}

/** Page views per Seoul day over the last `days` days (zero days included; today as of the last rollup), for the admin dashboard. */
export async function countPageViewsByDay({ days = 14, now = new Date() }: { days?: number; now?: Date } = {}) {
  const rows = await queryRows<{ day: string; views: number }>(
    getDb(),
    sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(sum(v.views), 0)::int AS views
        FROM generate_series(${seoulDayOf(now)}::date - ${days - 1}::int, ${seoulDayOf(now)}::date, interval '1 day') AS d(day)
        LEFT JOIN page_view_daily v ON v.day = d.day::date
        GROUP BY d.day ORDER BY d.day`,
  );
  return rows.map((r) => ({ day: r.day, count: Number(r.views) }));
}

export const RAW_VIEW_RETENTION_DAYS = 90;

/** Drops raw views older than 90 days (their days' rollups stay). */
export async function pruneRawPageViews({ now = new Date() }: { now?: Date } = {}): Promise<void> {
  const cutoff = new Date(now.getTime() - RAW_VIEW_RETENTION_DAYS * 86_400_000);
  await getDb().execute(sql`DELETE FROM page_view WHERE viewed_at < ${cutoff.toISOString()}::timestamptz`);
}
