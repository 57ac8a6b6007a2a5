import "server-only";
import { max, sql } from "drizzle-orm";
import { listEnabledSellerSites, listOfferTargets } from "@/domains/catalog/crawl-catalog";
import type { Db } from "@/platform/db/client";
import { DUE_SLACK, loadLastTried } from "./crawl-site";
import { crawlRuns } from "./schema";

/** A site run the scheduler should start: how many offers at most, and whether to read list pages. */
export type DueCrawl = { siteId: number; limit: number; discover: boolean };

const MIN_GAP_MS = 30_000;

/**
 * Enabled sites with work to do. An offer is due once its last try is a crawl interval old; a site
 * runs at most every quarter interval and takes a quarter of its offers per run (least recently tried
 * first), so a site's offers spread over time instead of arriving as one burst. List pages are read
 * once per interval.
 */
export async function listDueCrawls(db: Db, { now }: { now: Date }): Promise<DueCrawl[]> {
  const sites = await listEnabledSellerSites({ db });
  if (sites.length === 0) return [];
  const offers = await listOfferTargets({ siteIds: sites.map((s) => s.id), db });
  const lastTried = await loadLastTried(db, offers);
  const runs = await db
    .select({
      siteId: crawlRuns.sellerSiteId,
      lastRun: max(crawlRuns.startedAt),
      lastDiscovery: sql<string | null>`max(${crawlRuns.startedAt}) filter (where ${crawlRuns.listPages} > 0)`,
    })
    .from(crawlRuns)
    .groupBy(crawlRuns.sellerSiteId);
  const runsOf = new Map(runs.map((r) => [r.siteId, r]));
  const due: DueCrawl[] = [];
  for (const site of sites) {
    const intervalMs = site.crawlIntervalMinutes * 60_000;
    const run = runsOf.get(site.id);
    const sinceRun = run?.lastRun ? now.getTime() - new Date(run.lastRun).getTime() : Infinity;
    if (sinceRun < Math.max(MIN_GAP_MS, intervalMs / 4)) continue;
    const discover =
      site.listUrls.length > 0 && (!run?.lastDiscovery || now.getTime() - new Date(run.lastDiscovery).getTime() >= intervalMs);
    const siteOffers = offers.filter((o) => o.sellerSiteId === site.id);
    const dueBefore = now.getTime() - intervalMs * DUE_SLACK;
    const dueCount = siteOffers.filter((o) => (lastTried.get(o.id)?.getTime() ?? -Infinity) <= dueBefore).length;
    if (dueCount === 0 && !discover) continue;
    due.push({ siteId: site.id, limit: Math.max(20, Math.ceil(siteOffers.length / 4)), discover });
  }
  return due;
}
