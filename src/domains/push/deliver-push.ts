import "server-only";
import { getConfig } from "@/platform/config";
import { logger } from "@/platform/logger";
import { processSlot } from "@/platform/process-slots";
import { clusterRedisUrl, processTopology } from "@/platform/topology";
import type { PushMessage } from "./push-message";
import { createBullPushQueue, createMemoryPushQueue, type PushQueue } from "./push-queue";
import { pushSettingsFrom } from "./push-settings";
import { createSendLimiter } from "@/platform/queue/send-limiter";
import { runPushJob } from "./run-push-job";
import { sendPush } from "./send-push";

/** Sends in flight at once in this process: a dead push service can tie up at most this many, each for its timeout. */
const SEND_CONCURRENCY = 16;

const shared = processSlot<PushQueue>("pushQueue");

/** The job runner of this process (the in-process queue's, or the BullMQ worker's). */
export function createPushJobRunner() {
  const settings = pushSettingsFrom({ config: getConfig() });
  const limit = createSendLimiter({ concurrency: SEND_CONCURRENCY });
  return settings ? (job: Parameters<typeof runPushJob>[0]["job"]) => runPushJob({ job, send: sendPush, settings, limit }) : async () => [];
}

function processPushQueue(): PushQueue {
  // In a cluster (PostgreSQL + Redis) every web process's BullMQ worker delivers; otherwise this process does.
  return shared.getOrCreate(() => {
    const redisUrl = clusterRedisUrl(processTopology(getConfig()));
    return redisUrl ? createBullPushQueue({ redisUrl }) : createMemoryPushQueue({ run: createPushJobRunner() });
  });
}

/** Queues delivery of the messages to every subscription of their members and returns at once; never throws. */
export async function enqueuePushDelivery({ messages }: { messages: PushMessage[] }): Promise<void> {
  if (messages.length === 0) return;
  try {
    await processPushQueue().add({ messages, attempt: 1 });
  } catch (err) {
    logger.warn({ err, count: messages.length }, "push delivery could not be queued");
  }
}

/** Shutdown: pending in-process retries are dropped, running sends finish (each within its timeout). */
export async function closePushQueue(): Promise<void> {
  const queue = shared.get();
  shared.set(undefined);
  await queue?.close();
}
