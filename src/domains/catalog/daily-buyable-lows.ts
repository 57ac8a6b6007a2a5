import { sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { STALE_AFTER_INTERVALS } from "./pricing/offer-standing";
import { INSIGHT_WINDOW_DAYS } from "./price-insight";

/**
 * Each product's daily all-in buyable lowest over the last INSIGHT_WINDOW_DAYS Seoul days (today included), from
 * `price_history`: a row holds from its time until the offer's next row, but never past the moment the offer turned
 * stale (its last confirmation + two crawl intervals), so a shop that stopped answering leaves the history as it leaves
 * the lowest. A day's low is the lowest in-stock price plus that shop's shipping (current terms, as the chart) in
 * effect at any moment of it; days with nothing buyable are absent. One query for all the given products.
 */
export async function listDailyBuyableLows(db: Db, productIds: number[], now: Date): Promise<Map<number, number[]>> {
  if (!productIds.length) return new Map();
  const rows = await queryRows<{ product_id: number; lows: number[] }>(
    db,
    sql`with o as (
        select offer.id, offer.product_id, coalesce(offer.shipping_fee, s.shipping_fee) as fee, s.free_shipping_threshold as threshold,
          least(${now}::timestamptz, offer.last_crawled_at + make_interval(mins => ${STALE_AFTER_INTERVALS} * s.crawl_interval_minutes)) as until_at
        from offer join seller_site s on s.id = offer.seller_site_id
        where offer.product_id = any(${sql.param(productIds)}::int[]) and offer.last_crawled_at is not null
      ),
      w as (
        select (date_trunc('day', ${now}::timestamptz at time zone 'Asia/Seoul') - make_interval(days => ${INSIGHT_WINDOW_DAYS - 1})) at time zone 'Asia/Seoul' as start_at
      ),
      marks as (
        select o.id as offer_id, before.price, before.in_stock, w.start_at as at, 0 as ord
        from o cross join w
        cross join lateral (
          select h.price, h.in_stock from price_history h
          where h.offer_id = o.id and h.observed_at < w.start_at order by h.observed_at desc limit 1
        ) before
        union all
        select h.offer_id, h.price, h.in_stock, h.observed_at, 1
        from o join price_history h on h.offer_id = o.id cross join w
        where h.observed_at >= w.start_at and h.observed_at < o.until_at
      ),
      held as (
        select o.product_id, m.in_stock, m.at as from_at,
          m.price + case when o.threshold is not null and m.price >= o.threshold then 0 else o.fee end as total,
          least(o.until_at, lead(m.at, 1, o.until_at) over (partition by m.offer_id order by m.at, m.ord)) as to_at
        from marks m join o on o.id = m.offer_id
      ),
      per_day as (
        select held.product_id, d::date as day, min(held.total) as low
        from held
        cross join lateral generate_series(
          date_trunc('day', held.from_at at time zone 'Asia/Seoul'),
          date_trunc('day', (held.to_at - interval '1 microsecond') at time zone 'Asia/Seoul'),
          interval '1 day') d
        where held.in_stock and held.to_at > held.from_at
        group by held.product_id, d::date
      )
      select product_id, array_agg(low::int order by day) as lows from per_day group by product_id`,
  );
  return new Map(rows.map((r) => [Number(r.product_id), r.lows.map(Number)]));
}
