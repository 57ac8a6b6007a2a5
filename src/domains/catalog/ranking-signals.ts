import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { countPerProductDay } from "@/platform/db/count-per-product-day";
import { productAllowed } from "./product-policy";
import { outboundClicks } from "./schema";
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
 * Per enabled shop, over its in-stock priced offers of visible products: how many, the share that is
 * its product's lowest shop price, and the average price index (offer price ÷ lowest price × 100; 100 =
 * always the cheapest). Best share first, then the lower index, then more offers.
 */
export async function listShopStandings(): Promise<ShopStanding[]> {
  const rows = await queryRows<ShopStanding>(
    getDb(),
    sql`SELECT s.id AS "sellerSiteId", s.name, count(*)::int AS "offerCount",
          avg(CASE WHEN o.price <= product.lowest_price THEN 1 ELSE 0 END)::float8 AS "lowestShare",
          (avg(o.price::float8 / product.lowest_price) * 100)::float8 AS "priceIndex"
        FROM offer o
        JOIN seller_site s ON s.id = o.seller_site_id AND s.enabled
        JOIN product ON product.id = o.product_id AND ${productAllowed("compare")} AND product.lowest_price > 0
        WHERE o.in_stock AND o.price IS NOT NULL
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
