import "server-only";
import { createHmac } from "node:crypto";
import { searchLogs } from "../schema";
import { getConfig } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { normalizeSearchText } from "@/platform/text/normalize";
import { MAX_QUERY_LENGTH } from "../normalize-query";
import type { ProductSearchResult } from "../search-products";
import { searchLimiters } from "../search-rate-limits";
import { seoulDayOf } from "@/platform/time/seoul";

/** Who searched on which Seoul day, as a keyed hash: counts a visitor once a day without keeping the address. */
function visitorDayKey({ ip, now }: { ip: string; now: Date }): string {
  const key = getConfig().NEXTAUTH_SECRET ?? "search-log";
  return createHmac("sha256", key)
    .update(`${ip}|${seoulDayOf(now)}`)
    .digest("base64url")
    .slice(0, 22);
}

/**
 * Records a search made on the results page (not autocomplete keystrokes) for popular searches:
 * normalised (`레몬`, ` 레몬 `, `ＬＥＭＯＮ` are one query), only when it found products as typed (not a
 * typo's respelling or similar names, not a 초성 key), once per visitor and day. With the searcher's
 * address, only its first searches in a window count.
 */
export async function logSearch({
  q,
  result,
  ip,
  now = new Date(),
}: {
  q: string;
  result: Pick<ProductSearchResult, "total" | "approximate" | "query">;
  ip?: string;
  now?: Date;
}): Promise<void> {
  if (result.total === 0 || result.approximate || result.query.chosung) return;
  const query = normalizeSearchText(q).slice(0, MAX_QUERY_LENGTH).trim();
  if (!query) return;
  if (ip !== undefined && !(await searchLimiters().loggedSearchesPerIp.hit(ip)).allowed) return;
  const visitorDay = ip === undefined ? null : visitorDayKey({ ip, now });
  await getDb().insert(searchLogs).values({ query, resultCount: result.total, visitorDay, searchedAt: now }).onConflictDoNothing();
}
