import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { seoulDayOf } from "@/platform/time/seoul";
import { offerDaySpans, offerPriceUntil, seoulDaysWindow } from "./pricing/offer-day-spans";
import type { HistoryRange } from "./product/history-ranges";

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
 * Daily lows of a product over the last `days` days, overall and per shop, computed in SQL: each history row holds
 * from its time until the offer's next row, and no longer than the shop keeps answering (`offerDaySpans`, the same
 * days the price insight reads), so a day's low is the lowest in-stock price in effect at any moment of that day.
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
        select offer.id, offer.seller_site_id, coalesce(offer.shipping_fee, s.shipping_fee) as fee, s.free_shipping_threshold as threshold,
          ${offerPriceUntil(now)} as until_at
        from offer join seller_site s on s.id = offer.seller_site_id where offer.product_id = ${productId}
      ),
      ${seoulDaysWindow(now, days)},
      ${offerDaySpans}
      select to_char(sd.day, 'YYYY-MM-DD') as day, o.seller_site_id as site_id, min(ss.name) as site_name, min(sd.price)::int as low,
        min(sd.total)::int as low_total
      from span_days sd join o on o.id = sd.offer_id join seller_site ss on ss.id = o.seller_site_id
      group by grouping sets ((sd.day, o.seller_site_id), (sd.day))
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
