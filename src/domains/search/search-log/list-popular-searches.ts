import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";

export type PopularSearch = { query: string; searches: number; lastResultCount: number };

/** A query ranks only once this many distinct visitors (address × Seoul day, keyed hash) searched it: a few addresses cannot make a word "popular". */
export const MIN_POPULAR_SEARCH_VISITORS = 5;

/**
 * The most searched queries since a moment, by distinct visitors (each once a day, only searches that found
 * products: logSearch; searches logged without an address do not count), most searched first (ties: most recent first).
 */
export async function listPopularSearches({ since, limit = 10 }: { since: Date; limit?: number }): Promise<PopularSearch[]> {
  return queryRows<PopularSearch>(
    getDb(),
    sql`SELECT query, count(DISTINCT visitor_day)::int AS searches, (array_agg(result_count ORDER BY searched_at DESC))[1] AS "lastResultCount"
      FROM search_log WHERE searched_at >= ${since.toISOString()}::timestamptz
      GROUP BY query HAVING max(result_count) > 0 AND count(DISTINCT visitor_day) >= ${MIN_POPULAR_SEARCH_VISITORS}
      ORDER BY searches DESC, max(searched_at) DESC, query LIMIT ${limit}`,
  );
}
