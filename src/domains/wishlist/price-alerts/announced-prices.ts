import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { wishlistItems } from "../schema";

/** A product as it stands now: its stored buyable lowest (all-in) and the offer holding it. */
export type ProductStanding = {
  productId: number;
  price: number | null;
  /** When the lowest offer's price or stock last changed; null when nothing is buyable. */
  priceChangedAt: Date | null;
  /** That offer's shop's crawl interval: how long a rise must hold to move the baseline back up. */
  intervalMinutes: number | null;
  /** The batch brought it back in stock. */
  restock: boolean;
  /** The lower end of its 90-day typical range (평소보다 낮아지면 알림); null without one. */
  typicalLow: number | null;
  /** The price is the lowest in our history (catalog's isAllTimeLow). */
  allTimeLow: boolean;
};

/** The batch's thresholds, and the members who switched 역대 최저가 off (an all-time low is then only a drop to them). */
export type AlertRules = { now: Date; dropWon: number; dropShare: number; minHours: number; allTimeLowUnwanted: readonly string[] };

/**
 * Why a member must hear, decided once, in the claiming update: a target crossed, else a new 역대 최저가 under what they
 * were told, else a fall below the usual range, else a restock, else a drop under what they were told.
 */
type AlertReason = "target" | "all_time_low" | "below_usual" | "restock" | "drop";

/** An item whose member must hear now, why, and what the alert's text needs of what they were told before. */
export type ClaimedAlert = { userId: string; productId: number } & (
  | { reason: "target"; targetPrice: number }
  | { reason: "below_usual" | "restock" }
  | { reason: "drop" | "all_time_low"; announcedBefore: number }
);

/** `hi` exceeds `lo` by at least dropWon or dropShare of `hi` (the 가격 하락 알림 기준). */
const beats = (hi: SQL, lo: SQL, rules: AlertRules) =>
  sql`(${hi} > ${lo} and (${hi} - ${lo} >= ${rules.dropWon}::int or (${hi} - ${lo}) >= ${hi} * ${rules.dropShare}::float8))`;

/**
 * The AlertReason of an item (`row`) against the standing `e`, or null when it has none. The claiming update tests it
 * on the row it changes (so a concurrent batch, re-checking the updated row, finds nothing left) and returns it from
 * the row as it was: one expression, so what claims an alert is what names it.
 */
const reasonOf = (row: SQL, rules: AlertRules) => sql`case
    when e.price <= ${row}.target_price and (${row}.announced_price is null or ${row}.announced_price > ${row}.target_price) then 'target'
    when e.all_time_low and not (${row}.user_id = any(${sql.param(rules.allTimeLowUnwanted)}::uuid[])) and ${row}.announced_price > e.price and (${row}.announced_low is null or ${row}.announced_low > e.price) then 'all_time_low'
    when ${row}.alert_below_usual and e.price < e.typical_low and (${row}.announced_price is null or ${row}.announced_price >= e.typical_low) then 'below_usual'
    when e.restock then 'restock'
    when ${beats(sql`${row}.announced_price`, sql`e.price`, rules)} then 'drop'
  end`;

type ClaimedRow = {
  user_id: string;
  product_id: number;
  reason: AlertReason;
  target_price: number | null;
  announced_before: number | null;
};

function claimOf(row: ClaimedRow): ClaimedAlert {
  const base = { userId: row.user_id, productId: Number(row.product_id) };
  // The reason's own condition guarantees the figure its text needs.
  if (row.reason === "target") return { ...base, reason: row.reason, targetPrice: Number(row.target_price) };
  if (row.reason === "drop" || row.reason === "all_time_low")
    return { ...base, reason: row.reason, announcedBefore: Number(row.announced_before) };
  return { ...base, reason: row.reason };
}

/** The members with alerts on for any of these products. */
export async function listAlertedWatchers({ productIds }: { productIds: readonly number[] }): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(
    getDb(),
    sql`select distinct user_id from ${wishlistItems} where product_id = any(${sql.param(productIds)}::int[]) and alerts_enabled`,
  );
  return rows.map((row) => row.user_id);
}

function standingValues(standings: ProductStanding[]): SQL {
  const rows = standings.map(
    (s) =>
      sql`(${s.productId}::int, ${s.price}::int, ${s.priceChangedAt?.toISOString() ?? null}::timestamptz, ${s.intervalMinutes}::int, ${s.restock}::boolean, ${s.typicalLow}::int, ${s.allTimeLow}::boolean)`,
  );
  return sql`(values ${sql.join(rows, sql`, `)}) as e(product_id, price, changed_at, interval_min, restock, typical_low, all_time_low)`;
}

/**
 * Advances every watcher's memory of these products and claims the alerts due, in three set-based updates whose
 * conditions read the row they change (so a repeated or concurrent batch finds nothing left to claim):
 * 1. a rise that held one crawl interval becomes the announced baseline;
 * 2. an alert is claimed when the lowest is news (its offer changed after the baseline was set), the member's
 *    window has passed, and it beats the baseline by the threshold, crosses the target under it, is a 역대 최저가 under
 *    it and under the last all-time low they were told (announced_low, which the claim then remembers), falls below the
 *    typical range for a member who chose 평소보다 낮아지면 알림 (the baseline was not below it), or is a restock;
 * 3. a rise of at least the threshold over the baseline starts (or keeps) its clock; anything less stops it.
 */
export async function claimPriceAlerts(standings: ProductStanding[], rules: AlertRules): Promise<ClaimedAlert[]> {
  if (standings.length === 0) return [];
  const db = getDb();
  const now = sql`${rules.now.toISOString()}::timestamptz`;
  const e = standingValues(standings);
  await db.execute(sql`update ${wishlistItems} w
    set announced_price = w.risen_price, announced_at = w.risen_at, risen_price = null, risen_at = null
    from ${e}
    where w.product_id = e.product_id and w.risen_at <= ${now} - make_interval(mins => e.interval_min)`);
  const claimed = await queryRows<ClaimedRow>(
    db,
    sql`update ${wishlistItems} w
      set announced_price = e.price, announced_at = greatest(${now}, e.changed_at), last_alerted_at = ${now}, risen_price = null, risen_at = null,
        announced_low = case when e.all_time_low then least(w.announced_low, e.price) else w.announced_low end
      from ${e}, ${wishlistItems} prev
      where w.product_id = e.product_id and prev.user_id = w.user_id and prev.product_id = w.product_id
        and w.alerts_enabled and e.price is not null and e.changed_at > w.announced_at
        and (w.last_alerted_at is null or w.last_alerted_at <= ${now} - make_interval(hours => ${rules.minHours}::int))
        and ${reasonOf(sql`w`, rules)} is not null
      returning w.user_id, w.product_id, ${reasonOf(sql`prev`, rules)} as reason, prev.target_price, prev.announced_price as announced_before`,
  );
  const rise = beats(sql`e.price`, sql`w.announced_price`, rules);
  await db.execute(sql`update ${wishlistItems} w
    set risen_price = case when ${rise} then least(w.risen_price, e.price) end,
      risen_at = case when ${rise} then coalesce(w.risen_at, ${now}) end
    from ${e}
    where w.product_id = e.product_id and e.price is not null and (${rise} or w.risen_at is not null)`);
  return claimed.map(claimOf);
}
