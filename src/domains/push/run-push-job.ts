import "server-only";
import { logger } from "@/platform/logger";
import { pushDeliveries } from "@/platform/metrics/series";
import type { JobRetry } from "@/platform/queue/job-queue";
import type { PushJob, PushMessage } from "./push-message";
import { encodePushPayload } from "./push-payload";
import { retryDelayMs } from "@/platform/queue/retry-after";
import type { SendLimiter } from "@/platform/queue/send-limiter";
import type { PushSendResult, PushSettings, PushTarget } from "./send-push";
import { forgetPushEndpoint, listPushSubscriptions, recordPushOutcome } from "./subscriptions";
import type { PushSubscriptionRow } from "./schema";

/** Tries after the first before a subscription's message is given up (5 s, 10 s, 20 s, 40 s backoff). */
export const MAX_PUSH_ATTEMPTS = 5;

export type PushRetry = JobRetry<PushJob>;
export type SendPushFn = (input: { target: PushTarget; payload: string; settings: PushSettings }) => Promise<PushSendResult>;

async function deliverOne({
  subscription,
  message,
  attempt,
  send,
  settings,
}: {
  subscription: PushSubscriptionRow;
  message: PushMessage;
  attempt: number;
  send: SendPushFn;
  settings: PushSettings;
}): Promise<PushRetry | null> {
  const result = await send({ target: subscription, payload: encodePushPayload({ message }), settings });
  pushDeliveries.inc({ outcome: result.kind });
  if (result.kind === "sent") {
    await recordPushOutcome({ id: subscription.id });
    return null;
  }
  if (result.kind === "gone") {
    await forgetPushEndpoint({ id: subscription.id });
    return null;
  }
  await recordPushOutcome({ id: subscription.id, failure: result.reason });
  if (result.kind === "failed" || attempt >= MAX_PUSH_ATTEMPTS) {
    logger.warn({ subscriptionId: subscription.id, reason: result.reason, attempt }, "push delivery given up");
    return null;
  }
  const delayMs = retryDelayMs({ attempt, retryAfterMs: result.kind === "retry" ? result.retryAfterMs : undefined });
  return { job: { messages: [message], subscriptionId: subscription.id, attempt: attempt + 1 }, delayMs };
}

/**
 * Sends a job's messages to each subscription of their members (or the one subscription of a retry)
 * and answers the retries to schedule. Sends go through `limit`, so a slow push service holds a slot
 * for at most its timeout and never the others' turn for long.
 */
export async function runPushJob({
  job,
  send,
  settings,
  limit,
}: {
  job: PushJob;
  send: SendPushFn;
  settings: PushSettings;
  limit: SendLimiter;
}): Promise<PushRetry[]> {
  const subscriptions = await listPushSubscriptions({ userIds: [...new Set(job.messages.map((m) => m.userId))] });
  const deliveries = job.messages.flatMap((message) =>
    subscriptions
      .filter((s) => s.userId === message.userId && (job.subscriptionId === undefined || s.id === job.subscriptionId))
      .map((subscription) => limit(() => deliverOne({ subscription, message, attempt: job.attempt, send, settings }))),
  );
  const settled = await Promise.allSettled(deliveries);
  return settled.flatMap((outcome) => {
    if (outcome.status === "fulfilled") return outcome.value ? [outcome.value] : [];
    logger.warn({ err: outcome.reason }, "push delivery bookkeeping failed");
    return [];
  });
}
