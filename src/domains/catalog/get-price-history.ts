import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";

import type { HistoryRange } from "./product/history-ranges";
import { seoulDayOf } from "@/platform/time/seoul";

export type PriceHistorySeries = {
  /** Calendar days in Asia/Seoul, oldest first, `YYYY-MM-DD`. */
  days: string[];
  /** Lowest in-stock price across all shops on each day; null when nothing was in stock. */
  lowest: Array<number | null>;
  /** The same, all-in (price + that shop's shipping at its current terms): the chart's main series. */
  lowestTotal: Array<number | null>;
  sites: Array<{ id: number; name: string; lows: Array<number | null> }>;
};

type Row = { day: string; site_id: number | null; site_name: string | null; low: number; low_total: number };

/**
 * Daily lows of a product over the last `days` days, overall and per shop, computed in SQL: each
 * history row holds from its time until the offer's next row, so a day's low is the lowest in-stock
 * price in effect at any moment of that day (the state before the window opens it).
 */
export async function getPriceHistory({
  productId,
  days,
  now = new Date(),
}: {
  productId: number;
  days: HistoryRange;
  now?: Date;
}): Promise<PriceHistorySeries> {
  const rows = await queryRows<Row>(
    getDb(),
    sql`with o as (
        select offer.id, offer.seller_site_id, coalesce(offer.shipping_fee, s.shipping_fee) as fee, s.free_shipping_threshold as threshold
        from offer join seller_site s on s.id = offer.seller_site_id where offer.product_id = ${productId}
      ),
      bounds as (
        select (date_trunc('day', ${now}::timestamptz at time zone 'Asia/Seoul') - make_interval(days => ${days - 1})) at time zone 'Asia/Seoul' as start_at,
               ${now}::timestamptz as end_at
      ),
      events as (
        select o.id as offer_id, prior.price, prior.in_stock, b.start_at as s, 0 as ord
        from o cross join bounds b
        cross join lateral (
          select h.price, h.in_stock from price_history h
          where h.offer_id = o.id and h.observed_at < b.start_at order by h.observed_at desc limit 1
        ) prior
        union all
        select h.offer_id, h.price, h.in_stock, h.observed_at, 1
        from price_history h cross join bounds b
        where h.offer_id in (select id from o) and h.observed_at >= b.start_at and h.observed_at <= b.end_at
      ),
      spans as (
        select offer_id, price, in_stock, s, lead(s, 1, (select end_at from bounds)) over (partition by offer_id order by s, ord) as e
        from events
      ),
      daily as (
        select sp.offer_id, sp.price, d::date as day
        from spans sp
        cross join lateral generate_series(
          date_trunc('day', sp.s at time zone 'Asia/Seoul'),
          date_trunc('day', (sp.e - interval '1 microsecond') at time zone 'Asia/Seoul'),
          interval '1 day') d
        where sp.in_stock and sp.e > sp.s
      )
      select to_char(daily.day, 'YYYY-MM-DD') as day, o.seller_site_id as site_id, min(ss.name) as site_name, min(daily.price)::int as low,
        min(daily.price + case when o.threshold is not null and daily.price >= o.threshold then 0 else o.fee end)::int as low_total
      from daily join o on o.id = daily.offer_id join seller_site ss on ss.id = o.seller_site_id
      group by grouping sets ((daily.day, o.seller_site_id), (daily.day))
      order by 1`,
  );
  return shapeSeries(rows, days, now);
}

function shapeSeries(rows: Row[], days: number, now: Date): PriceHistorySeries {
  const today = new Date(`${seoulDayOf(now)}T00:00:00Z`).getTime();
  const dayList = Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
  const index = new Map(dayList.map((d, i) => [d, i]));
  const lowest: Array<number | null> = dayList.map(() => null);
  const lowestTotal: Array<number | null> = dayList.map(() => null);
  const sites = new Map<number, { id: number; name: string; lows: Array<number | null> }>();
  for (const row of rows) {
    const i = index.get(row.day);
    if (i === undefined) continue;
    if (row.site_id === null) {
      lowest[i] = Number(row.low);
      lowestTotal[i] = Number(row.low_total);
      continue;
    }
    let site = sites.get(row.site_id);
    if (!site) sites.set(row.site_id, (site = { id: row.site_id, name: row.site_name ?? "", lows: dayList.map(() => null) }));
    site.lows[i] = Number(row.low);
  }
  return { days: dayList, lowest, lowestTotal, sites: [...sites.values()].sort((a, b) => a.name.localeCompare(b.name, "ko")) };
}
