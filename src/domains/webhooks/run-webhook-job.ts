import "server-only";
import type { ChannelMessage } from "@/domains/accounts/notification-kinds";
import { retryDelayMs } from "@/platform/queue/retry-after";
import type { SendLimiter } from "@/platform/queue/send-limiter";
import { logger } from "@/platform/logger";
import type { JobRetry } from "@/platform/queue/job-queue";
import type { WebhookEndpointRow } from "./schema";
import type { WebhookSender } from "./send-webhook";
import { webhookBody } from "./webhook-body";
import {
  claimWebhookDelivery,
  listActiveWebhookEndpoints,
  recordWebhookAttemptError,
  recordWebhookDelivered,
  recordWebhookFailure,
} from "./webhook-endpoints";
import { tellWebhookPaused } from "./webhook-pause-notices";
import { signWebhookBody } from "./webhook-signature";

/** A delivery job: messages to every active endpoint of their members, or (a retry) to one endpoint at attempt `attempt`. */
export type WebhookJob = { messages: ChannelMessage[]; endpointId?: number; attempt: number };
export type WebhookRetry = JobRetry<WebhookJob>;

/** Attempts of one message to one endpoint before the delivery counts as failed (retries after 5 s, 10 s, 20 s). */
export const MAX_WEBHOOK_ATTEMPTS = 4;

type Deps = { sender: Pick<WebhookSender, "send">; baseUrl: string; limit: SendLimiter; now?: () => Date };

/** The request of one message to one endpoint, in its format (JSON signed with the endpoint's secret). */
export function webhookRequestFor({
  endpoint,
  message,
  baseUrl,
  now,
}: {
  endpoint: WebhookEndpointRow;
  message: ChannelMessage;
  baseUrl: string;
  now: Date;
}) {
  const body = webhookBody({ format: endpoint.format, message, baseUrl, sentAt: now });
  const headers = endpoint.format === "json" ? signWebhookBody({ secret: endpoint.secret, body, now }) : {};
  return { url: endpoint.url, body, headers };
}

async function deliverOne({
  endpoint,
  message,
  attempt,
  sender,
  baseUrl,
  now = () => new Date(),
}: Omit<Deps, "limit"> & { endpoint: WebhookEndpointRow; message: ChannelMessage; attempt: number }): Promise<WebhookRetry | null> {
  const ids = { endpointId: endpoint.id, notificationId: message.notificationId };
  if (!(await claimWebhookDelivery({ ...ids, attempt }))) return null;
  const result = await sender.send(webhookRequestFor({ endpoint, message, baseUrl, now: now() }));
  if (result.kind === "sent") {
    await recordWebhookDelivered(ids);
    return null;
  }
  if (result.kind === "retry" && attempt < MAX_WEBHOOK_ATTEMPTS) {
    await recordWebhookAttemptError({ endpointId: endpoint.id, reason: result.reason });
    const delayMs = retryDelayMs({ attempt, retryAfterMs: result.retryAfterMs });
    return { job: { messages: [message], endpointId: endpoint.id, attempt: attempt + 1 }, delayMs };
  }
  logger.warn({ endpointId: endpoint.id, reason: result.reason, attempt }, "webhook delivery given up");
  const paused = await recordWebhookFailure({ endpointId: endpoint.id, reason: result.reason });
  if (paused && !(await tellWebhookPaused(paused)))
    logger.warn({ endpointId: paused.id }, "webhook paused, but no notice listener registered");
  return null;
}

/**
 * Sends a job's messages to each active endpoint of their members (or the one endpoint of a retry) and answers the
 * retries to schedule. Each (endpoint, notification) is claimed first, so a job run twice sends once.
 */
export async function runWebhookJob({ job, limit, ...deps }: Deps & { job: WebhookJob }): Promise<WebhookRetry[]> {
  const endpoints = await listActiveWebhookEndpoints({ userIds: [...new Set(job.messages.map((m) => m.userId))] });
  const deliveries = job.messages.flatMap((message) =>
    endpoints
      .filter((e) => e.userId === message.userId && (job.endpointId === undefined || e.id === job.endpointId))
      .map((endpoint) => limit(() => deliverOne({ ...deps, endpoint, message, attempt: job.attempt }))),
  );
  const settled = await Promise.allSettled(deliveries);
  return settled.flatMap((outcome) => {
    if (outcome.status === "fulfilled") return outcome.value ? [outcome.value] : [];
    logger.warn({ err: outcome.reason }, "webhook delivery bookkeeping failed");
    return [];
  });
}
