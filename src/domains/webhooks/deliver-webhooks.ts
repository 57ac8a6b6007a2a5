import "server-only";
import type { ChannelMessage } from "@/domains/accounts/notification-kinds";
import { createSendLimiter } from "@/platform/queue/send-limiter";
import { getConfig } from "@/platform/config";
import { logger } from "@/platform/logger";
import { processSlot } from "@/platform/process-slots";
import { createBullJobQueue, createMemoryJobQueue, startJobWorker, type JobQueue } from "@/platform/queue/job-queue";
import { clusterRedisUrl, processTopology } from "@/platform/topology";
import { runWebhookJob, type WebhookJob } from "./run-webhook-job";
import { createWebhookSender, type WebhookSender } from "./send-webhook";
import { listActiveWebhookEndpoints } from "./webhook-endpoints";

export const WEBHOOK_QUEUE = "webhook";
/** Sends in flight at once in this process: a silent receiver holds a slot for at most its 5 s. */
const SEND_CONCURRENCY = 16;

type WebhookQueue = JobQueue<WebhookJob>;
const shared = processSlot<WebhookQueue>("webhookQueue");

/** The site's sender (WEBHOOK_ALLOW_HOSTS, the real DNS); tests make their own with createWebhookSender. */
export function createSiteWebhookSender(): WebhookSender {
  const { WEBHOOK_ALLOW_HOSTS, BASE_URL } = getConfig();
  return createWebhookSender({ allowHosts: WEBHOOK_ALLOW_HOSTS, userAgent: `AeksangPick-Webhook/1.0 (+${BASE_URL})` });
}

/** The job runner of this process (the in-process queue's, or the BullMQ worker's); `close` frees its connections. */
export function createWebhookJobRunner({ sender = createSiteWebhookSender() }: { sender?: WebhookSender } = {}) {
  const limit = createSendLimiter({ concurrency: SEND_CONCURRENCY });
  const baseUrl = getConfig().BASE_URL;
  return { run: (job: WebhookJob) => runWebhookJob({ job, sender, baseUrl, limit }), close: () => sender.close() };
}

function processWebhookQueue(): WebhookQueue {
  // As push: in a cluster every web process's BullMQ worker delivers; otherwise this process does.
  return shared.getOrCreate(() => {
    const redisUrl = clusterRedisUrl(processTopology(getConfig()));
    if (redisUrl) return createBullJobQueue<WebhookJob>({ name: WEBHOOK_QUEUE, redisUrl });
    const runner = createWebhookJobRunner();
    const queue = createMemoryJobQueue({ name: WEBHOOK_QUEUE, run: runner.run });
    return { add: queue.add, close: async () => (await queue.close(), await runner.close()) };
  });
}

/** Queues delivery of the messages to every active webhook of their members and returns at once; never throws. */
export async function enqueueWebhookDelivery({ messages }: { messages: ChannelMessage[] }): Promise<void> {
  if (messages.length === 0) return;
  try {
    // Most members have no webhook: their messages never take a trip through the queue.
    const members = new Set(
      (await listActiveWebhookEndpoints({ userIds: [...new Set(messages.map((m) => m.userId))] })).map((e) => e.userId),
    );
    const wanted = messages.filter((m) => members.has(m.userId));
    if (wanted.length > 0) await processWebhookQueue().add({ messages: wanted, attempt: 1 });
  } catch (err) {
    logger.warn({ err, count: messages.length }, "webhook delivery could not be queued");
  }
}

/** Consumes webhook jobs from Redis; retries go back on the queue as delayed jobs. */
export function startWebhookWorker({ redisUrl, prefix }: { redisUrl: string; prefix?: string }) {
  const runner = createWebhookJobRunner();
  const worker = startJobWorker({ name: WEBHOOK_QUEUE, redisUrl, prefix, run: runner.run });
  return { close: async () => (await worker.close(), await runner.close()) };
}

/** Shutdown: pending in-process retries are dropped, running sends finish (each within its timeout). */
export async function closeWebhookQueue(): Promise<void> {
  const queue = shared.get();
  shared.set(undefined);
  await queue?.close();
}
