import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { seoulDayOf } from "@/platform/time/seoul";
import { offerAnsweringSql, offerDaySpans, offerPriceUntil, seoulDaysWindow } from "../offer-day-spans";
import type { HistoryRange } from "./history-ranges";

export type PriceHistorySeries = {
  /** Calendar days in Asia/Seoul, oldest first, `YYYY-MM-DD`. */
  days: string[];
  /** Lowest in-stock price across the shops still answering (offerAnsweringSql) on each day; null when none had stock. */
  lowest: Array<number | null>;
  /** The same, all-in (price + that shop's shipping at its current terms): the chart's main series. */
  lowestTotal: Array<number | null>;
  /** Each shop's own daily lows (a shop gone quiet too, until it stopped answering), shop price and all-in. */
  sites: Array<{ id: number; name: string; lows: Array<number | null>; lowsTotal: Array<number | null> }>;
};

type Row = { day: string; site_id: number | null; site_name: string | null; low: number | null; low_total: number | null };

/**
 * Daily lows of a product over the last `days` days, overall and per shop, computed in SQL: each history row holds
 * from its time until the offer's next row, and no longer than the shop keeps answering (`offerDaySpans`, the same
 * days the price insight reads), so a day's low is the lowest in-stock price in effect at any moment of that day. The
 * overall lows count only the shops still answering, as the insight and the 역대/30일 최저 do.
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
          ${offerPriceUntil(now)} as until_at, ${offerAnsweringSql(now)} as answering
        from offer join seller_site s on s.id = offer.seller_site_id where offer.product_id = ${productId} and offer.quantity = 1
      ),
      ${seoulDaysWindow(now, days)},
      ${offerDaySpans}
      select to_char(sd.day, 'YYYY-MM-DD') as day, o.seller_site_id as site_id, min(ss.name) as site_name,
        case when grouping(o.seller_site_id) = 0 then min(sd.price) else min(sd.price) filter (where o.answering) end::int as low,
        case when grouping(o.seller_site_id) = 0 then min(sd.total) else min(sd.total) filter (where o.answering) end::int as low_total
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
  const sites = new Map<number, PriceHistorySeries["sites"][number]>();
  const won = (value: number | null) => (value === null ? null : Number(value));
  for (const row of rows) {
    const i = index.get(row.day);
    if (i === undefined) continue;
    if (row.site_id === null) {
      lowest[i] = won(row.low);
      lowestTotal[i] = won(row.low_total);
      continue;
    }
    let site = sites.get(row.site_id);
    if (!site) {
      site = { id: row.site_id, name: row.site_name ?? "", lows: dayList.map(() => null), lowsTotal: dayList.map(() => null) };
      sites.set(row.site_id, site);
    }
    site.lows[i] = won(row.low);
    site.lowsTotal[i] = won(row.low_total);
  }
  return { days: dayList, lowest, lowestTotal, sites: [...sites.values()].sort((a, b) => a.name.localeCompare(b.name, "ko")) };
}
