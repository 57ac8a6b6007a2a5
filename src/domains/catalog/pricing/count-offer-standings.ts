import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { STALE_AFTER_INTERVALS } from "../offer-standing";

export type OfferStandingCounts = { buyable: number; stale: number; freshWithinInterval: number };

/**
 * Offers of enabled shops at `now`: buyable (isOfferBuyable: in stock, priced, confirmed within two intervals), stale
 * (not confirmed within two intervals), and of the buyable ones those confirmed within one interval (the freshness figure).
 */
export async function countOfferStandings({ now = new Date() }: { now?: Date } = {}): Promise<OfferStandingCounts> {
  const [row] = await queryRows<{ buyable: number; stale: number; fresh: number }>(
    getDb(),
    sql`select
        count(*) filter (where not stale and o.in_stock and o.price > 0)::int as buyable,
        count(*) filter (where stale)::int as stale,
        count(*) filter (where not stale and o.in_stock and o.price > 0
          and o.last_crawled_at >= ${now.toISOString()}::timestamptz - make_interval(mins => s.crawl_interval_minutes))::int as fresh
      from offer o
        join seller_site s on s.id = o.seller_site_id and s.enabled
        cross join lateral (select o.last_crawled_at is null
          or o.last_crawled_at < ${now.toISOString()}::timestamptz - make_interval(mins => ${STALE_AFTER_INTERVALS} * s.crawl_interval_minutes) as stale) st`,
  );
  return { buyable: Number(row?.buyable ?? 0), stale: Number(row?.stale ?? 0), freshWithinInterval: Number(row?.fresh ?? 0) };
}
