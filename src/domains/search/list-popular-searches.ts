import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";

export type PopularSearch = { query: string; searches: number; lastResultCount: number };

/**
 * The most searched queries since a moment, most searched first (ties: most recent first).
 * Queries whose every search found nothing are left out unless asked for: they make poor links.
 */
export async function listPopularSearches({
  since,
  limit = 10,
  includeEmpty = false,
}: {
  since: Date;
  limit?: number;
  includeEmpty?: boolean;
}): Promise<PopularSearch[]> {
  return queryRows<PopularSearch>(
    getDb(),
    sql`SELECT query, count(*)::int AS searches, (array_agg(result_count ORDER BY searched_at DESC))[1] AS "lastResultCount"
      FROM search_log WHERE searched_at >= ${since.toISOString()}::timestamptz
      GROUP BY query ${includeEmpty ? sql`` : sql`HAVING max(result_count) > 0`}
      ORDER BY searches DESC, max(searched_at) DESC, query LIMIT ${limit}`,
  );
}
