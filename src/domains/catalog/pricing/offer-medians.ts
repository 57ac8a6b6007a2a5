import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";

const DAY = 86_400_000;

/**
 * Each offer's median price over the last 30 days: its history rows in the window plus the price in
 * effect when the window opened (history is written on change only). Offers without history fall
 * back to their current price; offers never priced have no median.
 */
export async function loadOfferMedians(
  db: Db,
  { offers, now }: { offers: ReadonlyArray<{ id: number; price: number | null }>; now: Date },
): Promise<Map<number, number | null>> {
  const medians = new Map<number, number | null>(offers.map((o) => [o.id, o.price]));
  if (offers.length === 0) return medians;
  const ids = sql.param(offers.map((o) => o.id));
  const since = new Date(now.getTime() - 30 * DAY).toISOString();
  const rows = await queryRows<{ offer_id: number; median: number | string }>(
    db,
    sql`with samples as (
          select offer_id, price from price_history where offer_id = any(${ids}::int[]) and observed_at >= ${since}::timestamptz
          union all
          (select distinct on (offer_id) offer_id, price from price_history
            where offer_id = any(${ids}::int[]) and observed_at < ${since}::timestamptz
            order by offer_id, observed_at desc)
        )
        select offer_id, percentile_cont(0.5) within group (order by price) as median from samples group by offer_id`,
  );
  for (const row of rows) medians.set(Number(row.offer_id), Math.round(Number(row.median)));
  return medians;
}
