import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { countPerProductDay } from "@/platform/db/count-per-product-day";
import { allInPriceSql, offerAnsweringSql } from "../offer-day-spans";
import { productAllowed } from "../product-policy";
import { outboundClicks } from "../schema";
import { queryRows } from "@/platform/db/rows";

/** Outbound clicks per product and Seoul day (YYYY-MM-DD), for days in [since, until): a popularity signal. */
export async function listOutboundClicksByProductDay({ since, until }: { since: string; until: string }) {
  const rows = await countPerProductDay({
    table: outboundClicks,
    productId: outboundClicks.productId,
    at: outboundClicks.clickedAt,
    since,
    until,
  });
  return rows.map(({ productId, day, count }) => ({ productId, day, clicks: count }));
}

/**
 * Visible products whose all-in lowest price dropped since `since` (its last change was down), largest
 * drop (as a share of the old price) first.
 */
export async function listRecentPriceDrops({ since, limit }: { since: Date; limit: number }) {
  return queryRows<{ productId: number; fromPrice: number; toPrice: number }>(
    getDb(),
    sql`SELECT id AS "productId", previous_lowest_price AS "fromPrice", lowest_total_price AS "toPrice"
        FROM product
        WHERE ${productAllowed("compare")} AND lowest_changed_at >= ${since.toISOString()}::timestamptz AND previous_lowest_price > lowest_total_price
        ORDER BY (previous_lowest_price - lowest_total_price)::float8 / previous_lowest_price DESC, id
        LIMIT ${limit}`,
  );
}

export type ShopStanding = { sellerSiteId: number; name: string; offerCount: number; lowestShare: number; priceIndex: number };

/**
 * Per enabled shop, over its offers of visible products that are buyable now (in stock, priced, the shop answering:
 * offerAnsweringSql): how many, the share that is its product's lowest (all-in, the headline's 최저가), and the average
 * price index (all-in ÷ lowest all-in × 100; 100 = always the cheapest). Best share first, then the lower index, then more offers.
 * With `sellerSiteId`, that one shop's (its page; none when it has no buyable offer).
 */
export async function listShopStandings(now = new Date(), { sellerSiteId }: { sellerSiteId?: number } = {}): Promise<ShopStanding[]> {
  const allIn = allInPriceSql(sql`offer.price`);
  const rows = await queryRows<ShopStanding>(
    getDb(),
    sql`SELECT s.id AS "sellerSiteId", s.name, count(*)::int AS "offerCount",
          avg(CASE WHEN ${allIn} <= product.lowest_total_price THEN 1 ELSE 0 END)::float8 AS "lowestShare",
          (avg(${allIn}::float8 / product.lowest_total_price) * 100)::float8 AS "priceIndex"
        FROM offer
        JOIN seller_site s ON s.id = offer.seller_site_id AND s.enabled
        JOIN product ON product.id = offer.product_id AND ${productAllowed("compare")} AND product.lowest_total_price > 0
        WHERE offer.in_stock AND offer.price > 0 AND ${offerAnsweringSql(now)}
          AND ${sellerSiteId === undefined ? sql`true` : sql`s.id = ${sellerSiteId}`}
        GROUP BY s.id, s.name
        ORDER BY 4 DESC, 5, 3 DESC, s.id`,
  );
  return rows.map((r) => ({
    ...r,
    offerCount: Number(r.offerCount),
    lowestShare: Number(r.lowestShare),
    priceIndex: Number(r.priceIndex),
  }));
}
