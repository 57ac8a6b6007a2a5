import "server-only";
import { getConfig } from "@/platform/config";
import { logger } from "@/platform/logger";
import type { PushMessage } from "./push-message";
import { createBullPushQueue, createMemoryPushQueue, type PushQueue } from "./push-queue";
import { pushSettingsFrom } from "./push-settings";
import { createSendLimiter, runPushJob } from "./run-push-job";
import { sendPush } from "./send-push";

/** Sends in flight at once in this process: a dead push service can tie up at most this many, each for its timeout. */
const SEND_CONCURRENCY = 16;

const holder = globalThis as unknown as { __pushQueue?: PushQueue };

/** The job runner of this process (the in-process queue's, or the BullMQ worker's). */
export function createPushJobRunner() {
  const settings = pushSettingsFrom({ config: getConfig() });
  const limit = createSendLimiter({ concurrency: SEND_CONCURRENCY });
  return settings ? (job: Parameters<typeof runPushJob>[0]["job"]) => runPushJob({ job, send: sendPush, settings, limit }) : async () => [];
}

function processPushQueue(): PushQueue {
  const config = getConfig();
  // Separate worker processes exist only with PostgreSQL + Redis; embedded, this process delivers.
  holder.__pushQueue ??=
    config.REDIS_URL && config.DATABASE_URL
      ? createBullPushQueue({ redisUrl: config.REDIS_URL })
      : createMemoryPushQueue({ run: createPushJobRunner() });
  return holder.__pushQueue;
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
  const queue = holder.__pushQueue;
  holder.__pushQueue = undefined;
  await queue?.close();
}
