import "server-only";
import { getDb, type Db } from "@/platform/db/client";
import { logger } from "@/platform/logger";
import { listDueCrawls, type DueCrawl } from "./due-crawls";

export type CrawlScheduler = {
  tick: () => Promise<void>;
  /** Resolves when every dispatched crawl has finished. */
  settle: () => Promise<void>;
  /** Due sites left waiting at the last tick, and runs dispatched and not finished. */
  depth: () => { waiting: number; active: number };
  stop: () => Promise<void>;
};

/**
 * Every `tickMs`, finds the sites with due work and hands them, the furthest behind first, to `dispatch` — a crawl
 * in this process (embedded default) or a queue job (Redis). Sites already dispatched and not finished are skipped;
 * at most `maxInFlight` run at once, one per host: the fetcher paces each host, so a second run there would only
 * share that pace, and the host's time goes to the site furthest behind instead. stop() aborts runs between pages and waits for them (at most `stopGraceMs`).
 * `claimTick` (several web processes queueing to Redis): a tick runs only where it answers true, once cluster-wide.
 */
export function startCrawlScheduler({
  dispatch,
  db,
  tickMs = 15_000,
  maxInFlight = 4,
  stopGraceMs = 5_000,
  now = () => new Date(),
  claimTick,
}: {
  dispatch: (due: DueCrawl, signal: AbortSignal) => Promise<unknown>;
  db?: Db;
  tickMs?: number;
  maxInFlight?: number;
  stopGraceMs?: number;
  now?: () => Date;
  claimTick?: (tickMs: number) => Promise<boolean>;
}): CrawlScheduler {
  const inFlight = new Map<number, { host: string; run: Promise<void> }>();
  const hostBusy = (host: string) => [...inFlight.values()].some((other) => other.host === host);
  const abort = new AbortController();
  let ticking: Promise<void> | null = null;
  let waiting = 0;

  const tick = () =>
    (ticking ??= (async () => {
      try {
        if (abort.signal.aborted) return;
        if (claimTick && !(await claimTick(tickMs))) return;
        const due = await listDueCrawls(db ?? getDb(), { now: now(), leadMs: tickMs });
        waiting = due.filter((crawl) => !inFlight.has(crawl.siteId)).length;
        for (const crawl of due) {
          if (inFlight.size >= maxInFlight || abort.signal.aborted) break;
          if (inFlight.has(crawl.siteId) || hostBusy(crawl.host)) continue;
          const run = dispatch(crawl, abort.signal)
            .then(
              () => undefined,
              (err) => logger.error({ err, siteId: crawl.siteId }, "crawl dispatch failed"),
            )
            .finally(() => inFlight.delete(crawl.siteId));
          inFlight.set(crawl.siteId, { host: crawl.host, run });
          waiting--;
        }
      } catch (err) {
        logger.error({ err }, "crawl scheduler tick failed");
      } finally {
        ticking = null;
      }
    })());

  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  return {
    tick,
    depth: () => ({ waiting: Math.max(0, waiting), active: inFlight.size }),
    settle: async () => {
      await ticking;
      await Promise.all([...inFlight.values()].map((f) => f.run));
    },
    stop: async () => {
      clearInterval(timer);
      abort.abort();
      // Runs stop at their next page; a page stuck on a slow shop must not hold up shutdown.
      const grace = new Promise<void>((resolve) => setTimeout(resolve, stopGraceMs).unref());
      await Promise.race([Promise.all([ticking, ...[...inFlight.values()].map((f) => f.run)]), grace]);
    },
  };
}
