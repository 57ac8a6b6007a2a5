import { sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";

/** A shop that failed this many runs in a row is only probed, and less and less often. */
export const FAILURES_BEFORE_BACKOFF = 2;
/** How many offer pages a probe of a failing shop reads: enough to see it is back, not a whole quarter of its offers. */
export const PROBE_OFFERS = 5;
/** The longest wait between two probes of a failing shop (unless its own interval is longer). */
const MAX_BACKOFF_MS = 6 * 60 * 60_000;

/** Each site's failed runs since its last run that read anything (ok or partial); sites without such failures are absent. */
export async function countFailuresInARow(db: Db): Promise<Map<number, number>> {
  const rows = await queryRows<{ site_id: number; failures: number }>(
    db,
    sql`select r.seller_site_id as site_id, count(*)::int as failures
      from crawl_run r
      where r.status = 'failed'
        and r.started_at > coalesce(
          (select max(ok.started_at) from crawl_run ok where ok.seller_site_id = r.seller_site_id and ok.status in ('ok', 'partial')),
          '-infinity'::timestamptz)
      group by r.seller_site_id`,
  );
  return new Map(rows.map((r) => [Number(r.site_id), Number(r.failures)]));
}

/**
 * How long after its last run a shop that keeps failing is tried again: nothing extra for a single failed run (a
 * blip), then one interval, doubling with each further failure, at most six hours (or one interval, if longer). A
 * closed shop is then asked a few pages a few times a day instead of every page every interval; one answer ends it.
 */
export function backoffMs(intervalMs: number, failuresInARow: number): number {
  if (failuresInARow < FAILURES_BEFORE_BACKOFF) return 0;
  return Math.min(Math.max(MAX_BACKOFF_MS, intervalMs), intervalMs * 2 ** (failuresInARow - FAILURES_BEFORE_BACKOFF));
}

/**
 * When a shop that keeps failing is next tried (its last run plus `backoffMs`), for the admin list; null while it is
 * not backed off (fewer than two failed runs in a row, or no run yet).
 */
export function nextProbeAt({
  lastRunAt,
  intervalMinutes,
  failuresInARow,
}: {
  lastRunAt: Date | null;
  intervalMinutes: number;
  failuresInARow: number;
}): Date | null {
  const wait = backoffMs(intervalMinutes * 60_000, failuresInARow);
  return lastRunAt && wait > 0 ? new Date(lastRunAt.getTime() + wait) : null;
}
