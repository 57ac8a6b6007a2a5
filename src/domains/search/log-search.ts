import "server-only";
import { searchLogs } from "@/domains/catalog/schema";
import { getDb } from "@/platform/db/client";
import { MAX_QUERY_LENGTH, normalizeSearchText } from "./normalize-query";

/**
 * Records one search made on the results page (not autocomplete keystrokes), normalised so
 * `레몬`, ` 레몬 ` and `ＬＥＭＯＮ` count as one query for popular searches.
 */
export async function logSearch({ q, resultCount }: { q: string; resultCount: number }): Promise<void> {
  const query = normalizeSearchText(q).slice(0, MAX_QUERY_LENGTH).trim();
  if (!query) return;
  await getDb().insert(searchLogs).values({ query, resultCount });
}
