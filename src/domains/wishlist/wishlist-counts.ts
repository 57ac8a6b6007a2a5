import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";

/** Products added to wishlists per Seoul day (YYYY-MM-DD), for days in [since, until): a popularity signal. */
export async function listWishlistAddsByProductDay({ since, until }: { since: string; until: string }) {
  return queryRows<{ productId: number; day: string; adds: number }>(
    getDb(),
    sql`SELECT product_id AS "productId", to_char(added_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS day, count(*)::int AS adds
        FROM wishlist_item
        WHERE added_at >= (${since}::date::timestamp AT TIME ZONE 'Asia/Seoul') AND added_at < (${until}::date::timestamp AT TIME ZONE 'Asia/Seoul')
        GROUP BY 1, 2`,
  );
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
