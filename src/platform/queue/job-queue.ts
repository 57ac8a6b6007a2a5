import "server-only";
import { Queue, Worker } from "bullmq";
import { logger } from "@/platform/logger";
import { currentRequestId, runWithRequestId } from "@/platform/request-context";
import { bullConnection } from "./bull-connection";
import { reportBullQueueDepth, reportQueueDepth } from "./queue-depth";

/** Where a channel's deliveries wait: added now or after a delay (a retry), run off the caller's path. */
export type JobQueue<J> = { add: (job: J, delayMs?: number) => Promise<void>; close: () => Promise<void> };
/** A job's follow-up: the same kind of job again, later. */
export type JobRetry<J> = { job: J; delayMs: number };
type RunJob<J> = (job: J) => Promise<JobRetry<J>[]>;
// A queued job keeps the id of the request that queued it (if any): its delivery's log lines carry it.
type Queued<J> = { job: J; requestId?: string };

/** Embedded default: jobs run in this process; timers are unref'd so a pending retry never keeps it alive. */
export function createMemoryJobQueue<J>({ name, run }: { name: string; run: RunJob<J> }): JobQueue<J> {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let closed = false;
  const report = () => reportQueueDepth(name, { waiting: timers.size, active: running.size });
  const start = (job: J) => {
    const task = run(job)
      .then((retries) => retries.forEach((retry) => void queue.add(retry.job, retry.delayMs)))
      .catch((err) => logger.error({ err }, `${name} job failed`))
      .finally(() => (running.delete(task), report()));
    running.add(task);
    report();
  };
  const queue: JobQueue<J> = {
    add: async (job, delayMs = 0) => {
      if (closed) return;
      if (delayMs <= 0) return start(job);
      const timer = setTimeout(() => {
        timers.delete(timer);
        start(job);
      }, delayMs);
      timer.unref();
      timers.add(timer);
      report();
    },
    close: async () => {
      closed = true;
      timers.forEach(clearTimeout);
      await Promise.allSettled([...running]);
    },
  };
  return queue;
}

/** With Redis: any process enqueues; the web processes' workers run the jobs (see startJobWorker). */
export function createBullJobQueue<J>({ name, redisUrl, prefix }: { name: string; redisUrl: string; prefix?: string }): JobQueue<J> {
  const queue = new Queue<Queued<J>>(name, { connection: bullConnection(redisUrl), prefix });
  queue.on("error", (err) => logger.warn({ err }, `${name} queue error`));
  return {
    add: async (job, delayMs = 0) => {
      const data: Queued<J> = { job, requestId: currentRequestId() };
      await queue.add("deliver", data, { delay: delayMs, removeOnComplete: true, removeOnFail: 100, attempts: 1 });
    },
    close: () => queue.close(),
  };
}

/** Consumes a queue's jobs; retries go back on the queue as delayed jobs, so they survive a restart. */
export function startJobWorker<J>({
  name,
  redisUrl,
  prefix,
  run,
  concurrency = 4,
}: {
  name: string;
  redisUrl: string;
  prefix?: string;
  run: RunJob<J>;
  concurrency?: number;
}) {
  const retryQueue = createBullJobQueue<J>({ name, redisUrl, prefix });
  const depthQueue = new Queue(name, { connection: bullConnection(redisUrl), prefix });
  const stopReporting = reportBullQueueDepth(name, depthQueue);
  const worker = new Worker<Queued<J>>(
    name,
    async ({ data }) => {
      await runWithRequestId(data.requestId, async () => {
        const retries = await run(data.job);
        for (const retry of retries) await retryQueue.add(retry.job, retry.delayMs);
      });
    },
    { connection: bullConnection(redisUrl), prefix, concurrency },
  );
  worker.on("error", (err) => logger.warn({ err }, `${name} worker error`));
  worker.on("failed", (_job, err) => logger.error({ err }, `${name} job failed`));
  return {
    close: async () => {
      stopReporting();
      await worker.close();
      await Promise.all([retryQueue.close(), depthQueue.close()]);
    },
  };
}
