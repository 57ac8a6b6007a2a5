import "server-only";
import { eq } from "drizzle-orm";
import { describeOffers } from "@/domains/catalog/shops";
import { getConfig } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { conflict, notFound } from "@/platform/errors";
import { logger } from "@/platform/logger";
import { processSlot } from "@/platform/process-slots";
import { crawlSite, type CrawlRunSummary } from "./crawl-site";
import { createCrawlerFetcher } from "./crawler-fetcher";
import type { PageFetcher } from "../fetch";
import { crawlLogs } from "../schema";
import { createMemorySiteLock, type SiteLock } from "./site-lock";

type ManualCrawl = { fetcher: PageFetcher; lock: SiteLock };
// Route handlers are bundled apart from server.ts: the crawler runtime shares its fetcher and lock through a process slot.
const shared = processSlot<ManualCrawl>("manualCrawl");

/** The web process's crawler hands its fetcher (demo shops included) and site lock to "crawl now". */
export function shareCrawlerForManualRuns(crawl: ManualCrawl | undefined): void {
  shared.set(crawl);
}

// Without a crawler in this process (disabled, or crawling is queued to workers): a fetcher of its own.
const manualCrawl = (): ManualCrawl =>
  shared.getOrCreate(() => ({ fetcher: createCrawlerFetcher(getConfig(), { demoShopHosts: [] }), lock: createMemorySiteLock() }));

/** The fetcher of an admin's URL test and crawls: the crawler's own (same politeness, SSRF guard and demo shops). */
export const manualCrawlFetcher = (): PageFetcher => manualCrawl().fetcher;

/** An admin's "crawl this site now": every offer and list page, under the site's lock; answers when done. */
export async function crawlSiteNow({ siteId }: { siteId: number }): Promise<CrawlRunSummary> {
  const { fetcher, lock } = manualCrawl();
  const release = await lock.tryAcquire(siteId);
  if (!release) throw conflict("이 판매처는 지금 크롤링 중입니다. 잠시 후 다시 시도해 주세요.", "crawl_in_progress");
  try {
    return await crawlSite({ siteId, fetcher, trigger: "manual" });
  } finally {
    await release();
  }
}

/**
 * Starts `runs` crawls of a site one after the other, as crawlSiteNow, and answers at once (they show in the crawl
 * logs as they go). A new shop gets two: the first finds its pages and attaches offers, the second reads their prices.
 */
export function startSiteCrawlNow({ siteId, runs = 1 }: { siteId: number; runs?: number }): void {
  void (async () => {
    for (let run = 0; run < runs; run++) await crawlSiteNow({ siteId });
  })().catch((err) => logger.error({ err, siteId }, "crawl started by an admin failed"));
}

/** An admin's "crawl this offer now": its page alone, recorded and published like any crawl; answers with what was seen. */
export async function crawlOfferNow({ offerId }: { offerId: number }) {
  const [offer] = await describeOffers({ offerIds: [offerId] });
  if (!offer) throw notFound("판매 정보를 찾을 수 없습니다.");
  const summary = await crawlSite({
    siteId: offer.siteId,
    fetcher: manualCrawl().fetcher,
    trigger: "manual",
    offerIds: [offerId],
    discover: false,
  });
  const [log] = await getDb().select().from(crawlLogs).where(eq(crawlLogs.runId, summary.runId));
  return {
    runId: summary.runId,
    status: summary.status,
    observation: log
      ? {
          url: log.url,
          httpStatus: log.httpStatus,
          oldPrice: log.oldPrice,
          newPrice: log.newPrice,
          inStock: log.inStock,
          changed: log.changed,
          errorCode: log.errorCode,
          errorReason: log.errorReason,
          durationMs: log.durationMs,
        }
      : null,
    events: summary.events,
  };
}
