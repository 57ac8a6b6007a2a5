import "server-only";
import { inArray } from "drizzle-orm";
import { getSellerSite, listOfferTargets } from "@/domains/catalog/shops";
import { loadOfferMedians } from "@/domains/catalog/pricing";
import type { PriceEvent } from "@/domains/catalog/price-events";
import { notFound } from "@/platform/errors";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import { getConfig } from "@/platform/config";
import { getDb, type Db } from "@/platform/db/client";
import type { DomainEvent } from "@/platform/events/domain-events";
import { publishDomainEvents } from "@/platform/events/event-bus";
import { crawlPages as crawlPagesMetric, crawlRuns as crawlRunsMetric } from "@/platform/metrics/series";
import { logger } from "@/platform/logger";
import { crawlOfferPage, type CrawlTarget, type PageContext } from "./crawl-offer-page";
import type { PriceBounds } from "../price-sanity";
import { emptyCounts, finishCrawlRun, startCrawlRun, type CrawlCounts } from "./crawl-records";
import { discoverProductPages } from "./discover-pages";
import { readShopInfoOnce } from "./shop-info-once";
import { siteSelectorsSchema } from "../extraction-types";
import type { PageFetcher } from "../fetch";
import { offerCrawlStates, type CrawlRunStatus, type CrawlTrigger } from "../schema";

export type CrawlSiteOptions = {
  siteId: number;
  fetcher: PageFetcher;
  db?: Db;
  trigger?: CrawlTrigger;
  /** Only offers last tried before this moment (the scheduler's due offers), least recently tried first. */
  dueBefore?: Date;
  /** At most this many offers in this run. */
  limit?: number;
  /** Only these offers of the site (an admin's "crawl this offer now"). */
  offerIds?: number[];
  /** Read the site's list pages for new products (default: when it has list URLs). */
  discover?: boolean;
  /** New product pages read per run (default 20). */
  discoverLimit?: number;
  /** Default: the admin setting (CRAWLER_PRICE_SANITY_SHARE until saved). */
  sanityShare?: number;
  /** Default: CRAWLER_PRICE_MIN_WON / CRAWLER_PRICE_MAX_WON. */
  priceBounds?: PriceBounds;
  now?: () => Date;
  publish?: (events: DomainEvent[]) => Promise<void>;
  /** Stops the run between pages (shutdown); what was read so far is kept. */
  signal?: AbortSignal;
};

export type CrawlRunSummary = { runId: number; siteId: number; status: CrawlRunStatus; counts: CrawlCounts; events: PriceEvent[] };

/** When each offer was last tried: its crawl state's attempt, else the catalogue's last crawl. */
export async function loadLastTried(
  db: Db,
  offers: ReadonlyArray<{ id: number; lastCrawledAt: Date | null }>,
): Promise<Map<number, Date | null>> {
  const states = offers.length
    ? await db
        .select({ offerId: offerCrawlStates.offerId, lastAttemptAt: offerCrawlStates.lastAttemptAt })
        .from(offerCrawlStates)
        .where(
          inArray(
            offerCrawlStates.offerId,
            offers.map((o) => o.id),
          ),
        )
    : [];
  const attempted = new Map(states.map((s) => [s.offerId, s.lastAttemptAt]));
  return new Map(offers.map((o) => [o.id, attempted.get(o.id) ?? o.lastCrawledAt]));
}

/** The site's offers to read: (when due only) not tried since `dueBefore`, least recently tried first. */
async function loadTargets(
  db: Db,
  { siteId, dueBefore, limit, offerIds }: { siteId: number; dueBefore: Date | null; limit?: number; offerIds?: number[] },
): Promise<CrawlTarget[]> {
  const offers = await listOfferTargets({ siteIds: [siteId], db });
  const lastTried = await loadLastTried(db, offers);
  const time = (id: number) => lastTried.get(id)?.getTime() ?? -Infinity;
  return offers
    .filter((o) => (!dueBefore || time(o.id) < dueBefore.getTime()) && (!offerIds || offerIds.includes(o.id)))
    .sort((a, b) => time(a.id) - time(b.id) || a.id - b.id)
    .slice(0, limit)
    .map(({ id, url, price }) => ({ id, url, price }));
}

/**
 * Crawls one seller site: each (due) offer's page is fetched politely, read, sanity-checked and
 * recorded (the catalogue publishes each page's price events as it records them); list pages are searched for new products.
 * Writes one crawl_run and a crawl_log per page. Bad pages are logged, never written as prices.
 */
export async function crawlSite(options: CrawlSiteOptions): Promise<CrawlRunSummary> {
  const db = options.db ?? getDb();
  const now = options.now ?? (() => new Date());
  const publish = options.publish ?? publishDomainEvents;
  const site = await getSellerSite({ siteId: options.siteId, db });
  if (!site) throw notFound("판매처를 찾을 수 없습니다.");

  const startedAt = now();
  const targets = await loadTargets(db, {
    siteId: site.id,
    dueBefore: options.dueBefore ?? null,
    limit: options.limit,
    offerIds: options.offerIds,
  });
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
    sanityShare: options.sanityShare ?? (await getSiteSettings()).priceSanityShare,
    priceBounds: options.priceBounds ?? { minWon: getConfig().CRAWLER_PRICE_MIN_WON, maxWon: getConfig().CRAWLER_PRICE_MAX_WON },
    now,
    publish,
    onPageRead: readShopInfoOnce({ siteId: site.id, db, now }),
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
        events.push(...outcome.events);
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
  crawlRunsMetric.inc({ shop: site.name, outcome: status });
  crawlPagesMetric.inc({ shop: site.name, outcome: "read" }, counts.pages - counts.failed);
  crawlPagesMetric.inc({ shop: site.name, outcome: "failed" }, counts.failed);
  await publish([
    { type: "crawl_run_finished", siteId: site.id, runId, status, changed: counts.changed, failed: counts.failed, held: counts.held },
  ]).catch((err) => logger.warn({ err }, "crawl_run_finished not published"));
  return { runId, siteId: site.id, status, counts, events };
}
