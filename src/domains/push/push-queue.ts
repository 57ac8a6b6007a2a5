import "server-only";
import { Queue, Worker } from "bullmq";
import { bullConnection } from "@/platform/queue/bull-connection";
import { reportBullQueueDepth, reportQueueDepth } from "@/platform/queue/queue-depth";
import { logger } from "@/platform/logger";
import { currentRequestId, runWithRequestId } from "@/platform/request-context";
import type { PushJob } from "./push-message";
import type { PushRetry } from "./run-push-job";

export const PUSH_QUEUE = "push";

/** Where deliveries wait: added now or after a delay (a retry), run off the caller's path. */
export type PushQueue = { add: (job: PushJob, delayMs?: number) => Promise<void>; close: () => Promise<void> };
type RunJob = (job: PushJob) => Promise<PushRetry[]>;
// A queued job keeps the id of the request that queued it (if any): its delivery's log lines carry it.
type QueuedPushJob = PushJob & { requestId?: string };

/** Embedded default: jobs run in this process; timers are unref'd so a pending retry never keeps it alive. */
export function createMemoryPushQueue({ run }: { run: RunJob }): PushQueue {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let closed = false;
  const report = () => reportQueueDepth(PUSH_QUEUE, { waiting: timers.size, active: running.size });
  const start = (job: PushJob) => {
    const task = run(job)
      .then((retries) => retries.forEach((retry) => void queue.add(retry.job, retry.delayMs)))
      .catch((err) => logger.error({ err }, "push job failed"))
      .finally(() => (running.delete(task), report()));
    running.add(task);
    report();
  };
  const queue: PushQueue = {
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

/** With Redis: any process enqueues; the web processes' workers deliver (see startPushWorker). */
export function createBullPushQueue({ redisUrl, prefix }: { redisUrl: string; prefix?: string }): PushQueue {
  const queue = new Queue<QueuedPushJob>(PUSH_QUEUE, { connection: bullConnection(redisUrl), prefix });
  queue.on("error", (err) => logger.warn({ err }, "push queue error"));
  return {
    add: async (job, delayMs = 0) => {
      await queue.add(
        "deliver",
        { ...job, requestId: currentRequestId() },
        { delay: delayMs, removeOnComplete: true, removeOnFail: 100, attempts: 1 },
      );
    },
    close: () => queue.close(),
  };
}

/** Consumes push jobs; retries go back on the queue as delayed jobs, so they survive a restart. */
export function startPushWorker({
  redisUrl,
  prefix,
  run,
  concurrency = 4,
}: {
  redisUrl: string;
  prefix?: string;
  run: RunJob;
  concurrency?: number;
}) {
  const retryQueue = createBullPushQueue({ redisUrl, prefix });
  const depthQueue = new Queue(PUSH_QUEUE, { connection: bullConnection(redisUrl), prefix });
  const stopReporting = reportBullQueueDepth(PUSH_QUEUE, depthQueue);
  const worker = new Worker<QueuedPushJob>(
    PUSH_QUEUE,
    async (job) => {
      const { requestId, ...data } = job.data;
      await runWithRequestId(requestId, async () => {
        const retries = await run(data);
        for (const retry of retries) await retryQueue.add(retry.job, retry.delayMs);
      });
    },
    { connection: bullConnection(redisUrl), prefix, concurrency },
  );
  worker.on("error", (err) => logger.warn({ err }, "push worker error"));
  worker.on("failed", (_job, err) => logger.error({ err }, "push job failed"));
  return {
    close: async () => {
      stopReporting();
      await worker.close();
      await Promise.all([retryQueue.close(), depthQueue.close()]);
    },
  };
}
