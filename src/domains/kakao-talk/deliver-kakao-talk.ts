import "server-only";
import type { ChannelMessage } from "@/domains/accounts/notification-kinds";
import { createSendLimiter } from "@/platform/queue/send-limiter";
import { getConfig } from "@/platform/config";
import { logger } from "@/platform/logger";
import { processSlot } from "@/platform/process-slots";
import { createBullJobQueue, createMemoryJobQueue, startJobWorker, type JobQueue } from "@/platform/queue/job-queue";
import { clusterRedisUrl, processTopology } from "@/platform/topology";
import { kakaoConfigured } from "./kakao-api";
import { runTalkJob, type TalkJob } from "./run-talk-job";

export const KAKAO_TALK_QUEUE = "kakao-talk";
/** Members served at once in this process: a slow Kakao ties up at most this many sends, each for its timeout. */
const SEND_CONCURRENCY = 8;

const shared = processSlot<JobQueue<TalkJob>>("kakaoTalkQueue");

/** The job runner of this process (the in-process queue's, or the BullMQ worker's); without a Kakao app, nothing is sent. */
export function createTalkJobRunner() {
  const limit = createSendLimiter({ concurrency: SEND_CONCURRENCY });
  return async (job: TalkJob) => (kakaoConfigured() ? runTalkJob({ job, limit, baseUrl: getConfig().BASE_URL }) : []);
}

function processTalkQueue(): JobQueue<TalkJob> {
  // In a cluster every web process's BullMQ worker delivers; otherwise this process does.
  return shared.getOrCreate(() => {
    const redisUrl = clusterRedisUrl(processTopology(getConfig()));
    return redisUrl
      ? createBullJobQueue<TalkJob>({ name: KAKAO_TALK_QUEUE, redisUrl })
      : createMemoryJobQueue({ name: KAKAO_TALK_QUEUE, run: createTalkJobRunner() });
  });
}

/** Queues the stored notifications for the KakaoTalk of their members who consented and returns at once; never throws. */
export async function enqueueKakaoTalkDelivery({ messages }: { messages: ChannelMessage[] }): Promise<void> {
  if (messages.length === 0) return;
  try {
    await processTalkQueue().add({ messages, attempt: 1 });
  } catch (err) {
    logger.warn({ err, count: messages.length }, "kakao talk delivery could not be queued");
  }
}

/** Consumes the queue in a cluster's web process; retries go back on it as delayed jobs. */
export const startTalkWorker = ({ redisUrl, prefix }: { redisUrl: string; prefix?: string }) =>
  startJobWorker({ name: KAKAO_TALK_QUEUE, redisUrl, prefix, run: createTalkJobRunner() });

/** Shutdown: pending in-process retries are dropped, running sends finish (each within its timeout). */
export async function closeKakaoTalkQueue(): Promise<void> {
  const queue = shared.get();
  shared.set(undefined);
  await queue?.close();
}
