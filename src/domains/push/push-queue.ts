import "server-only";
import { createBullJobQueue, createMemoryJobQueue, startJobWorker, type JobQueue } from "@/platform/queue/job-queue";
import type { PushJob } from "./push-message";
import type { PushRetry } from "./run-push-job";

export const PUSH_QUEUE = "push";

/** Where deliveries wait: added now or after a delay (a retry), run off the caller's path. */
export type PushQueue = JobQueue<PushJob>;
type RunJob = (job: PushJob) => Promise<PushRetry[]>;

/** Embedded default: jobs run in this process. */
export const createMemoryPushQueue = ({ run }: { run: RunJob }): PushQueue => createMemoryJobQueue({ name: PUSH_QUEUE, run });

/** With Redis: any process enqueues; the web processes' workers deliver (see startPushWorker). */
export const createBullPushQueue = ({ redisUrl, prefix }: { redisUrl: string; prefix?: string }): PushQueue =>
  createBullJobQueue({ name: PUSH_QUEUE, redisUrl, prefix });

/** Consumes push jobs; retries go back on the queue as delayed jobs, so they survive a restart. */
export const startPushWorker = (options: { redisUrl: string; prefix?: string; run: RunJob; concurrency?: number }) =>
  startJobWorker({ name: PUSH_QUEUE, ...options });
