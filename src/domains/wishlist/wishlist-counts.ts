import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { countPerProductDay } from "@/platform/db/count-per-product-day";
import { wishlistItems } from "./schema";
import { queryRows } from "@/platform/db/rows";

/** Products added to wishlists per Seoul day (YYYY-MM-DD), for days in [since, until): a popularity signal. */
export async function listWishlistAddsByProductDay({ since, until }: { since: string; until: string }) {
  const rows = await countPerProductDay({
    table: wishlistItems,
    productId: wishlistItems.productId,
    at: wishlistItems.addedAt,
    since,
    until,
  });
  return rows.map(({ productId, day, count }) => ({ productId, day, adds: count }));
}

/** The most wishlisted products (members watching each now), most first; ties: the most recently added first. */
export async function listMostWishlistedProducts({ limit }: { limit: number }) {
  const rows = await queryRows<{ productId: number; wishlists: number }>(
    getDb(),
    sql`SELECT product_id AS "productId", count(*)::int AS wishlists FROM wishlist_item
        GROUP BY product_id ORDER BY count(*) DESC, max(added_at) DESC, product_id LIMIT ${limit}`,
  );
  return rows.map((r) => ({ productId: r.productId, wishlists: Number(r.wishlists) }));
}
