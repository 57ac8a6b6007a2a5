import { sql, type SQL } from "drizzle-orm";
import { STALE_AFTER_INTERVALS } from "./offer-standing";

/** When an offer (`offer`, its shop `s`) turns stale: its last confirmation + STALE_AFTER_INTERVALS crawl intervals (offerStaleAt). */
const offerStaleAtSql = sql`offer.last_crawled_at + make_interval(mins => ${STALE_AFTER_INTERVALS} * s.crawl_interval_minutes)`;

/**
 * When an offer's last known price stops counting: now, or earlier once its shop stopped answering (the last
 * confirmation + STALE_AFTER_INTERVALS crawl intervals), as the one lowest price drops it then. Reads `offer` and its shop `s`.
 */
export const offerPriceUntil = (now: Date): SQL => sql`least(${now}::timestamptz, ${offerStaleAtSql})`;

/**
 * Whether an offer's prices count toward the figures read from the past (평소 가격, 역대/30일 최저, the chart's lowest,
 * shop shares): only while its shop still answers for it (not stale at `now`), so a shop that went quiet sets no "usual"
 * price nobody can pay any more; and only one bottle's price (a set offer's never: isBottlePriceOffer). Reads `offer` and
 * its shop `s`, as isOfferStale does in code.
 */
export const offerAnsweringSql = (now: Date): SQL =>
  sql`(offer.quantity = 1 and offer.last_crawled_at is not null and ${offerStaleAtSql} >= ${now}::timestamptz)`;

/** The all-in price of `price` at the shop's current terms (`offer`'s own shipping fee, else its shop `s`'s). */
export const allInPriceSql = (price: SQL): SQL =>
  sql`(${price} + case when s.free_shipping_threshold is not null and ${price} >= s.free_shipping_threshold then 0 else coalesce(offer.shipping_fee, s.shipping_fee) end)`;

/**
 * The CTEs `marks`, `spans` and `span_days`, over CTEs `o` (the offers: id, fee, threshold, until_at) and `w` (the
 * window's start_at): each price_history row holds from its time until the offer's next row, never past the offer's
 * until_at, and the state before the window opens it; `span_days` has a row for each Asia/Seoul day an in-stock span
 * touches, with its price and its all-in total (price + that shop's shipping at its current terms).
 */
export const offerDaySpans = sql`marks as (
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
  spans as (
    select m.offer_id, m.price, m.in_stock, m.at as from_at,
      least(o.until_at, lead(m.at, 1, o.until_at) over (partition by m.offer_id order by m.at, m.ord)) as to_at
    from marks m join o on o.id = m.offer_id
  ),
  span_days as (
    select sp.offer_id, sp.price, sp.price + case when o.threshold is not null and sp.price >= o.threshold then 0 else o.fee end as total,
      d::date as day
    from spans sp join o on o.id = sp.offer_id
    cross join lateral generate_series(
      date_trunc('day', sp.from_at at time zone 'Asia/Seoul'),
      date_trunc('day', (sp.to_at - interval '1 microsecond') at time zone 'Asia/Seoul'),
      interval '1 day') d
    where sp.in_stock and sp.to_at > sp.from_at
  )`;

/** The CTE `w`: the window of `days` Asia/Seoul days that ends with today's (today included). */
export const seoulDaysWindow = (now: Date, days: number): SQL =>
  sql`w as (
    select (date_trunc('day', ${now}::timestamptz at time zone 'Asia/Seoul') - make_interval(days => ${days - 1})) at time zone 'Asia/Seoul' as start_at
  )`;
