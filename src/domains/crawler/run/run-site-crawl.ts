import "server-only";
import type { Db } from "@/platform/db/client";
import { logger } from "@/platform/logger";
import { crawlSite, type CrawlRunSummary } from "./crawl-site";
import type { DueCrawl } from "./due-crawls";
import type { PageFetcher } from "../fetch";
import type { CrawlTrigger } from "../schema";
import type { SiteLock } from "./site-lock";

/** A scheduled crawl of one site under its lock; null when another process is crawling the site already. */
export async function runSiteCrawl({
  due,
  lock,
  fetcher,
  db,
  trigger,
  signal,
  now,
}: {
  due: DueCrawl;
  lock: SiteLock;
  fetcher: PageFetcher;
  db?: Db;
  trigger: CrawlTrigger;
  signal?: AbortSignal;
  /** The clock the run's records are stamped with (tests simulate hours with it). */
  now?: () => Date;
}): Promise<CrawlRunSummary | null> {
  const release = await lock.tryAcquire(due.siteId);
  if (!release) {
    logger.info({ siteId: due.siteId }, "이미 다른 작업이 이 판매처를 크롤링 중이라 건너뜁니다");
    return null;
  }
  try {
    const summary = await crawlSite({
      siteId: due.siteId,
      fetcher,
      db,
      trigger,
      dueBefore: new Date(due.dueBeforeMs),
      limit: due.limit,
      discover: due.discover,
      signal,
      now,
    });
    logger.info({ siteId: due.siteId, runId: summary.runId, status: summary.status, ...summary.counts }, "크롤링 완료");
    return summary;
  } finally {
    await release();
  }
}
