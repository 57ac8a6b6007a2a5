import "server-only";
import { max, sql } from "drizzle-orm";
import { listEnabledSellerSites, listOfferTargets } from "@/domains/catalog/shops";
import type { Db } from "@/platform/db/client";
import { loadLastTried } from "./crawl-site";
import { backoffMs, countFailuresInARow, PROBE_OFFERS } from "./failing-sites";
import { crawlRuns } from "../schema";

/**
 * A site run the scheduler should start: the offers last tried before `dueBeforeMs` (at most `limit`), whether to
 * read list pages, how far behind the site is (its least recently tried offer's age in crawl intervals, by the time a run of it ends) and its host.
 */
export type DueCrawl = { siteId: number; host: string; limit: number; dueBeforeMs: number; discover: boolean; intervalsBehind: number };

const MIN_GAP_MS = 30_000;
/** How far behind a site with an offer never tried counts: ahead of any whose offers were all tried. */
const NEVER_TRIED_INTERVALS = 1_000;

/**
 * Enabled sites with work to do, the furthest behind first (age of the oldest offer, by the end of a run, relative to the site's interval),
 * so when the crawler cannot keep up every shop falls behind evenly instead of the first in the list taking every turn.
 * An offer is due once its interval would run out before `leadMs` (the scheduler's tick) from now: it is read at
 * the last tick of its interval, not one later. A run takes at most a quarter of the site's offers (least
 * recently tried first; at least 20) and a site runs at most every 30 s, so a big shop never holds a run slot for long.
 * List pages are read once per interval. A shop that keeps failing waits longer and longer between runs (`backoffMs`),
 * each a probe of PROBE_OFFERS pages.
 */
export async function listDueCrawls(db: Db, { now, leadMs }: { now: Date; leadMs: number }): Promise<DueCrawl[]> {
  const sites = await listEnabledSellerSites({ db });
  if (sites.length === 0) return [];
  const offers = await listOfferTargets({ siteIds: sites.map((s) => s.id), db });
  const lastTried = await loadLastTried(db, offers);
  const runs = await db
    .select({
      siteId: crawlRuns.sellerSiteId,
      lastRun: max(crawlRuns.startedAt),
      lastDiscovery: sql<string | null>`max(${crawlRuns.startedAt}) filter (where ${crawlRuns.listPages} > 0)`,
      lastRunSeconds: sql<string | null>`(array_agg(extract(epoch from ${crawlRuns.finishedAt} - ${crawlRuns.startedAt})
        order by ${crawlRuns.startedAt} desc))[1]`,
    })
    .from(crawlRuns)
    .groupBy(crawlRuns.sellerSiteId);
  const runsOf = new Map(runs.map((r) => [r.siteId, r]));
  const failuresOf = await countFailuresInARow(db);
  const due: DueCrawl[] = [];
  for (const site of sites) {
    const intervalMs = site.crawlIntervalMinutes * 60_000;
    const run = runsOf.get(site.id);
    const sinceRun = run?.lastRun ? now.getTime() - new Date(run.lastRun).getTime() : Infinity;
    const backoff = backoffMs(intervalMs, failuresOf.get(site.id) ?? 0);
    if (sinceRun < Math.max(MIN_GAP_MS, backoff)) continue;
    const discover =
      site.listUrls.length > 0 && (!run?.lastDiscovery || now.getTime() - new Date(run.lastDiscovery).getTime() >= intervalMs);
    const siteOffers = offers.filter((o) => o.sellerSiteId === site.id);
    const tried = siteOffers.map((o) => lastTried.get(o.id)?.getTime() ?? -Infinity);
    const dueBeforeMs = now.getTime() - intervalMs + leadMs;
    if (!tried.some((at) => at < dueBeforeMs) && !discover) continue;
    // Measured where a run of it would end (its last run's length from now): ranked by the age at the decision alone, a
    // short-interval shop gains a big step each time another's run goes first, and ends up read less than its share.
    const runEndMs = now.getTime() + Number(run?.lastRunSeconds ?? 0) * 1_000;
    const oldestTried = Math.min(now.getTime(), ...tried);
    const intervalsBehind = Math.min(NEVER_TRIED_INTERVALS, (runEndMs - oldestTried) / intervalMs);
    due.push({
      siteId: site.id,
      host: new URL(site.baseUrl).host,
      limit: backoff > 0 ? PROBE_OFFERS : Math.max(20, Math.ceil(siteOffers.length / 4)),
      dueBeforeMs,
      discover,
      intervalsBehind,
    });
  }
  return due.sort((a, b) => b.intervalsBehind - a.intervalsBehind || a.siteId - b.siteId);
}
