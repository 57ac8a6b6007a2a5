import "server-only";
import { eq, sql } from "drizzle-orm";
import { markSiteCrawled } from "@/domains/catalog/shops";
import type { Db } from "@/platform/db/client";
import { crawlLogs, crawlRuns, offerCrawlStates, type CrawlRunStatus, type CrawlTrigger } from "../schema";

export type CrawlCounts = {
  pages: number;
  listPages: number;
  ok: number;
  failed: number;
  changed: number;
  held: number;
  discovered: number;
};
export type CrawlLogEntry = typeof crawlLogs.$inferInsert;

export const emptyCounts = (): CrawlCounts => ({ pages: 0, listPages: 0, ok: 0, failed: 0, changed: 0, held: 0, discovered: 0 });

export async function startCrawlRun(
  db: Db,
  { siteId, trigger, now }: { siteId: number; trigger: CrawlTrigger; now: Date },
): Promise<number> {
  const [run] = await db.insert(crawlRuns).values({ sellerSiteId: siteId, trigger, startedAt: now }).returning({ id: crawlRuns.id });
  return run!.id;
}

/**
 * A run that read nothing is ok; one whose every page failed has failed; otherwise failures make it
 * partial. An internal error fails the run; a stop request leaves it partial.
 */
export function runStatusOf(counts: CrawlCounts, { error, stopped }: { error: string | null; stopped: boolean }): CrawlRunStatus {
  if (error && !stopped) return "failed";
  if (counts.failed === 0) return stopped ? "partial" : "ok";
  return counts.failed === counts.pages ? "failed" : "partial";
}

export async function finishCrawlRun(
  db: Db,
  {
    runId,
    siteId,
    counts,
    error,
    stopped,
    finishedAt,
  }: { runId: number; siteId: number; counts: CrawlCounts; error: string | null; stopped: boolean; finishedAt: Date },
): Promise<CrawlRunStatus> {
  const status = runStatusOf(counts, { error, stopped });
  await db
    .update(crawlRuns)
    .set({
      status,
      finishedAt,
      error,
      pages: counts.pages,
      listPages: counts.listPages,
      okCount: counts.ok,
      failedCount: counts.failed,
      changedCount: counts.changed,
      heldCount: counts.held,
      discoveredCount: counts.discovered,
    })
    .where(eq(crawlRuns.id, runId));
  await markSiteCrawled({ siteId, at: finishedAt, db });
  return status;
}

export async function writeCrawlLog(db: Db, entry: CrawlLogEntry): Promise<void> {
  await db.insert(crawlLogs).values(entry);
}

/** Remembers when an offer was last tried and how it went, so due offers come first and failures don't starve others. */
export async function recordCrawlAttempt(
  db: Db,
  { offerId, at, errorCode }: { offerId: number; at: Date; errorCode: string | null },
): Promise<void> {
  await db
    .insert(offerCrawlStates)
    .values({ offerId, lastAttemptAt: at, consecutiveFailures: errorCode ? 1 : 0, lastErrorCode: errorCode })
    .onConflictDoUpdate({
      target: offerCrawlStates.offerId,
      set: {
        lastAttemptAt: at,
        lastErrorCode: errorCode,
        consecutiveFailures: errorCode ? sql`${offerCrawlStates.consecutiveFailures} + 1` : 0,
      },
    });
}

/** Runs left "running" by a process that died are closed as failed, so the admin list tells the truth. */
export async function closeAbandonedCrawlRuns(db: Db, { olderThan }: { olderThan: Date }): Promise<number> {
  const closed = await db
    .update(crawlRuns)
    .set({ status: "failed", finishedAt: sql`now()`, error: "크롤링 도중 프로세스가 종료되어 중단되었습니다" })
    .where(sql`${crawlRuns.status} = 'running' and ${crawlRuns.startedAt} < ${olderThan}`)
    .returning({ id: crawlRuns.id });
  return closed.length;
}
