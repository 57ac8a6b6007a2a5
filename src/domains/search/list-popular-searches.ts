import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";

export type PopularSearch = { query: string; searches: number; lastResultCount: number };

/**
 * The most searched queries since a moment (each visitor once a day, only searches that found
 * products: logSearch), most searched first (ties: most recent first).
 */
export async function listPopularSearches({ since, limit = 10 }: { since: Date; limit?: number }): Promise<PopularSearch[]> {
  return queryRows<PopularSearch>(
    getDb(),
    sql`SELECT query, count(*)::int AS searches, (array_agg(result_count ORDER BY searched_at DESC))[1] AS "lastResultCount"
      FROM search_log WHERE searched_at >= ${since.toISOString()}::timestamptz
      GROUP BY query HAVING max(result_count) > 0
      ORDER BY searches DESC, max(searched_at) DESC, query LIMIT ${limit}`,
  );
}
