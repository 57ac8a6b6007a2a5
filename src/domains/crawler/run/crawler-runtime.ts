import type { Config } from "@/platform/config";
import type { DbHandle } from "@/platform/db/client";
import { logger } from "@/platform/logger";
import { clusterRedisUrl, type Topology } from "@/platform/topology";
import type { BackgroundService } from "@/platform/background-service";
import { createClusterLease, everyClusterWide } from "@/platform/cluster/cluster-lease";
import { refreshBeforeScrape } from "@/platform/metrics/metrics-registry";
import { reportBullQueueDepth, reportQueueDepth } from "@/platform/queue/queue-depth";
import { closeAbandonedCrawlRuns } from "./crawl-records";
import { createCrawlQueue } from "./crawl-queue";
import { startCrawlScheduler } from "./crawl-scheduler";
import { createCrawlerFetcher } from "./crawler-fetcher";
import { shareCrawlerForManualRuns } from "./crawl-now";
import { pruneCrawlRuns } from "./prune-crawl-runs";
import { runSiteCrawl } from "./run-site-crawl";
import { createMemorySiteLock } from "./site-lock";

/**
 * The crawler beside the web server. Embedded default: an in-process scheduler that crawls due sites
 * here (`demoShopHosts`: the built-in demo shops run in this process, at these hosts). With PostgreSQL + Redis: due sites become BullMQ jobs for
 * `npm run worker` processes, and this process only enqueues; the scheduler's ticks and the pruning run once
 * cluster-wide (a Redis lease per period), whichever web process claims them.
 */
export async function startCrawlerInWebProcess({
  config,
  db,
  topology,
  demoShopHosts,
}: {
  config: Config;
  db: DbHandle;
  topology: Topology;
  demoShopHosts: readonly string[];
}): Promise<BackgroundService | null> {
  if (!config.CRAWLER_ENABLED) return null;

  await closeAbandonedCrawlRuns(db.db, { olderThan: new Date(Date.now() - 60 * 60_000) }).catch((err) =>
    logger.warn({ err }, "could not close abandoned crawl runs"),
  );
  const redisUrl = clusterRedisUrl(topology);
  const queue = redisUrl ? createCrawlQueue({ redisUrl }) : null;
  const fetcher = queue ? null : createCrawlerFetcher(config, { demoShopHosts });
  const lock = createMemorySiteLock();
  const lease = createClusterLease({ redisUrl });
  if (fetcher) shareCrawlerForManualRuns({ fetcher, lock });
  const scheduler = startCrawlScheduler({
    db: db.db,
    claimTick: (tickMs) => lease.claim("crawl-scheduler-tick", tickMs),
    dispatch: queue
      ? (due) => queue.enqueue(due)
      : (due, signal) => runSiteCrawl({ due, lock, fetcher: fetcher!, db: db.db, trigger: "schedule", signal }),
  });
  const stopReporting = queue
    ? reportBullQueueDepth("crawl", queue.queue)
    : refreshBeforeScrape(() => reportQueueDepth("crawl", scheduler.depth()));
  const prune = everyClusterWide({ lease, name: "crawl-log-prune", everyMs: 60 * 60_000, run: () => pruneCrawlRuns(db.db) });
  logger.info(
    queue
      ? "크롤러: 예정된 판매처를 Redis 큐(BullMQ)에 넣습니다 — npm run worker 가 처리합니다"
      : "크롤러: 이 프로세스에서 예정된 판매처를 크롤링합니다",
  );

  return {
    name: "crawler",
    stop: async () => {
      prune.stop();
      stopReporting();
      shareCrawlerForManualRuns(undefined);
      await scheduler.stop();
      await queue?.close();
      await lease.close();
      // A request still stuck on a slow shop must not hold up shutdown: closing waits at most 2 s.
      await Promise.race([fetcher?.close(), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
    },
  };
}
