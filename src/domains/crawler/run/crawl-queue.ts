import "server-only";
import { Queue, Worker } from "bullmq";
import type { Db } from "@/platform/db/client";
import { logger } from "@/platform/logger";
import { bullConnection } from "@/platform/queue/bull-connection";
import type { DueCrawl } from "./due-crawls";
import type { PageFetcher } from "../fetch";
import { runSiteCrawl } from "./run-site-crawl";
import type { SiteLock } from "./site-lock";

export const CRAWL_QUEUE = "crawl";
type Connection = { redisUrl: string; prefix?: string };

// A job whose site is locked (a crawl still running, or a dead worker's lock not yet expired) waits and tries again.
const BUSY_RETRY = { attempts: 6, backoff: { type: "fixed", delay: 10_000 } } as const;

/** BullMQ priority (1 first): the further behind its interval a site is, the sooner its job runs. */
const priorityOf = (due: DueCrawl) => Math.ceil(1_000 / (1 + due.intervalsBehind));

/**
 * The web process's side: due sites become jobs; one job id per site, so a site is queued at most once. Workers take
 * the job of the site furthest behind first, so when they cannot keep up all shops fall behind evenly.
 */
export function createCrawlQueue({ redisUrl, prefix }: Connection) {
  const queue = new Queue<DueCrawl>(CRAWL_QUEUE, { connection: bullConnection(redisUrl), prefix });
  queue.on("error", (err) => logger.warn({ err }, "crawl queue error"));
  return {
    enqueue: async (due: DueCrawl) => {
      await queue.add("crawl-site", due, {
        jobId: `site-${due.siteId}`,
        priority: priorityOf(due),
        removeOnComplete: true,
        removeOnFail: true,
        ...BUSY_RETRY,
      });
    },
    queue,
    close: () => queue.close(),
  };
}

/**
 * `npm run worker`'s side: consumes crawl jobs, each under the site's Redis lock, so two workers (on
 * any machines) never crawl one site at once. close() lets running crawls stop between pages. A worker that
 * dies mid-crawl (kill -9) stops renewing its job's BullMQ lock: after `stalledMs` another worker takes the
 * job back, waits out the dead worker's site lock (busy → retried), and crawls the offers still due.
 */
export function startCrawlWorker({
  redisUrl,
  prefix,
  db,
  fetcher,
  lock,
  concurrency = 2,
  stalledMs = 15_000,
}: Connection & { db: Db; fetcher: PageFetcher; lock: SiteLock; concurrency?: number; stalledMs?: number }) {
  const abort = new AbortController();
  const worker = new Worker<DueCrawl>(
    CRAWL_QUEUE,
    async (job) => {
      logger.info({ siteId: job.data.siteId, jobId: job.id, attempt: job.attemptsStarted }, "크롤링 작업 시작");
      const summary = await runSiteCrawl({ due: job.data, lock, fetcher, db, trigger: "queue", signal: abort.signal });
      if (!summary) throw new Error(`site ${job.data.siteId} is being crawled elsewhere; retrying later`);
      return { runId: summary.runId, status: summary.status };
    },
    { connection: bullConnection(redisUrl), prefix, concurrency, lockDuration: stalledMs, stalledInterval: stalledMs },
  );
  worker.on("error", (err) => logger.warn({ err }, "crawl worker error"));
  worker.on("failed", (job, err) => logger.warn({ err, siteId: job?.data.siteId, attempt: job?.attemptsMade }, "crawl job failed"));
  return {
    worker,
    close: async () => {
      abort.abort();
      await worker.close();
    },
  };
}
