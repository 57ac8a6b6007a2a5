import { sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { offerAnsweringSql, offerDaySpans, offerPriceUntil, seoulDaysWindow } from "./offer-day-spans";
import { INSIGHT_WINDOW_DAYS } from "./price-insight";

/**
 * Each product's daily all-in buyable lowest over the last INSIGHT_WINDOW_DAYS Seoul days (today included), from
 * `price_history`: a row holds from its time until the offer's next row, but never past the moment the offer turned
 * stale (its last confirmation + two crawl intervals), so a shop that stopped answering leaves the history as it leaves
 * the lowest; and only shops still answering count (offerAnsweringSql), so one gone quiet sets no "usual". A day's low is the lowest in-stock price plus that shop's shipping (current terms, as the chart) in
 * effect at any moment of it; days with nothing buyable are absent. One query for all the given products.
 */
export async function listDailyBuyableLows(db: Db, productIds: number[], now: Date): Promise<Map<number, number[]>> {
  if (!productIds.length) return new Map();
  const rows = await queryRows<{ product_id: number; lows: number[] }>(
    db,
    sql`with o as (
        select offer.id, offer.product_id, coalesce(offer.shipping_fee, s.shipping_fee) as fee, s.free_shipping_threshold as threshold,
          ${offerPriceUntil(now)} as until_at
        from offer join seller_site s on s.id = offer.seller_site_id
        where offer.product_id = any(${sql.param(productIds)}::int[]) and ${offerAnsweringSql(now)}
      ),
      ${seoulDaysWindow(now, INSIGHT_WINDOW_DAYS)},
      ${offerDaySpans},
      per_day as (
        select o.product_id, sd.day, min(sd.total) as low from span_days sd join o on o.id = sd.offer_id group by o.product_id, sd.day
      )
      select product_id, array_agg(low::int order by day) as lows from per_day group by product_id`,
  );
  return new Map(rows.map((r) => [Number(r.product_id), r.lows.map(Number)]));
}
