import "server-only";
import { searchLogs } from "./schema";
import { getDb } from "@/platform/db/client";
import { MAX_QUERY_LENGTH, normalizeSearchText } from "./normalize-query";
import { searchLimiters } from "./search-rate-limits";

/**
 * Records one search made on the results page (not autocomplete keystrokes), normalised so
 * `레몬`, ` 레몬 ` and `ＬＥＭＯＮ` count as one query for popular searches. With the searcher's
 * address, only its first searches in a window count.
 */
export async function logSearch({ q, resultCount, ip }: { q: string; resultCount: number; ip?: string }): Promise<void> {
  const query = normalizeSearchText(q).slice(0, MAX_QUERY_LENGTH).trim();
  if (!query) return;
  if (ip !== undefined && !(await searchLimiters().loggedSearchesPerIp.hit(ip)).allowed) return;
  await getDb().insert(searchLogs).values({ query, resultCount });
}
