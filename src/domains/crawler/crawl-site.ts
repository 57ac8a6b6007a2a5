import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { offers, sellerSites } from "@/domains/catalog/schema";
import type { PriceEvent } from "@/domains/catalog/price-events";
import { notFound } from "@/platform/errors";
import { getConfig } from "@/platform/config";
import { getDb, type Db } from "@/platform/db/client";
import type { DomainEvent } from "@/platform/events/domain-events";
import { publishDomainEvents } from "@/platform/events/event-bus";
import { logger } from "@/platform/logger";
import { crawlOfferPage, type CrawlTarget, type PageContext } from "./crawl-offer-page";
import { emptyCounts, finishCrawlRun, startCrawlRun, type CrawlCounts } from "./crawl-records";
import { discoverProductPages } from "./discover-pages";
import { siteSelectorsSchema } from "./extract";
import { loadOfferMedians } from "./offer-medians";
import type { PageFetcher } from "./page-fetcher";
import { offerCrawlStates, type CrawlRunStatus, type CrawlTrigger } from "./schema";

export type CrawlSiteOptions = {
  siteId: number;
  fetcher: PageFetcher;
  db?: Db;
  trigger?: CrawlTrigger;
  /** Only offers not tried within the site's crawl interval, least recently tried first. */
  dueOnly?: boolean;
  /** At most this many offers in this run. */
  limit?: number;
  /** Read the site's list pages for new products (default: when it has list URLs). */
  discover?: boolean;
  /** New product pages read per run (default 20). */
  discoverLimit?: number;
  /** Default: CRAWLER_PRICE_SANITY_SHARE. */
  sanityShare?: number;
  now?: () => Date;
  publish?: (events: DomainEvent[]) => Promise<void>;
  /** Stops the run between pages (shutdown); what was read so far is kept. */
  signal?: AbortSignal;
};

export type CrawlRunSummary = { runId: number; siteId: number; status: CrawlRunStatus; counts: CrawlCounts; events: PriceEvent[] };

// A little slack so offers tried one interval ago count as due in the run that comes one interval later.
export const DUE_SLACK = 0.9;

async function loadTargets(
  db: Db,
  { siteId, dueBefore, limit }: { siteId: number; dueBefore: Date | null; limit?: number },
): Promise<CrawlTarget[]> {
  const lastTried = sql`coalesce(${offerCrawlStates.lastAttemptAt}, ${offers.lastCrawledAt})`;
  const query = db
    .select({ id: offers.id, url: offers.url, price: offers.price })
    .from(offers)
    .leftJoin(offerCrawlStates, eq(offerCrawlStates.offerId, offers.id))
    .where(and(eq(offers.sellerSiteId, siteId), dueBefore ? sql`(${lastTried} is null or ${lastTried} <= ${dueBefore})` : undefined))
    .orderBy(sql`${lastTried} asc nulls first`, offers.id);
  return limit === undefined ? query : query.limit(limit);
}

/**
 * Crawls one seller site: each (due) offer's page is fetched politely, read, sanity-checked and
 * recorded; price events are published as they happen; list pages are searched for new products.
 * Writes one crawl_run and a crawl_log per page. Bad pages are logged, never written as prices.
 */
export async function crawlSite(options: CrawlSiteOptions): Promise<CrawlRunSummary> {
  const db = options.db ?? getDb();
  const now = options.now ?? (() => new Date());
  const publish = options.publish ?? publishDomainEvents;
  const [site] = await db.select().from(sellerSites).where(eq(sellerSites.id, options.siteId));
  if (!site) throw notFound("판매처를 찾을 수 없습니다.");

  const startedAt = now();
  const dueBefore = options.dueOnly ? new Date(startedAt.getTime() - site.crawlIntervalMinutes * 60_000 * DUE_SLACK) : null;
  const targets = await loadTargets(db, { siteId: site.id, dueBefore, limit: options.limit });
  const runId = await startCrawlRun(db, { siteId: site.id, trigger: options.trigger ?? "manual", now: startedAt });
  const counts = emptyCounts();
  const events: PriceEvent[] = [];
  const parsedSelectors = siteSelectorsSchema.safeParse(site.selectorOverrides ?? {});
  const selectors = parsedSelectors.success ? parsedSelectors.data : {};
  const context: PageContext = {
    db,
    fetcher: options.fetcher,
    runId,
    selectors,
    sanityShare: options.sanityShare ?? getConfig().CRAWLER_PRICE_SANITY_SHARE,
    now,
  };
  let error: string | null = null;

  try {
    const medians = await loadOfferMedians(db, { offers: targets, now: startedAt });
    for (const target of targets) {
      if (options.signal?.aborted) break;
      counts.pages++;
      try {
        const outcome = await crawlOfferPage(context, target, medians.get(target.id) ?? null);
        if (outcome.kind === "failed") counts.failed++;
        else if (outcome.kind === "held") counts.held++;
        else counts.ok++;
        if (outcome.kind === "changed") counts.changed++;
        if (outcome.events.length) {
          events.push(...outcome.events);
          await publish(outcome.events);
        }
      } catch (err) {
        // A bug or a database hiccup on one page must not end the run; the page counts as failed.
        counts.failed++;
        logger.error({ err, offerId: target.id, runId }, "crawl of one offer failed");
      }
    }
    if ((options.discover ?? true) && site.listUrls.length > 0 && !options.signal?.aborted) {
      await discoverProductPages(db, {
        site: { id: site.id, baseUrl: site.baseUrl, listUrls: site.listUrls, selectors },
        fetcher: options.fetcher,
        runId,
        counts,
        now,
        signal: options.signal,
        maxNewPages: options.discoverLimit,
      });
    }
  } catch (err) {
    logger.error({ err, siteId: site.id, runId }, "crawl run failed");
    error = "크롤링 중 내부 오류가 발생했습니다";
  }

  const stopped = options.signal?.aborted ?? false;
  if (stopped) error ??= "종료 요청으로 크롤링을 중단했습니다";
  const status = await finishCrawlRun(db, { runId, siteId: site.id, counts, error, stopped, finishedAt: now() });
  await publish([
    { type: "crawl_run_finished", siteId: site.id, runId, status, changed: counts.changed, failed: counts.failed, held: counts.held },
  ]).catch((err) => logger.warn({ err }, "crawl_run_finished not published"));
  return { runId, siteId: site.id, status, counts, events };
}
