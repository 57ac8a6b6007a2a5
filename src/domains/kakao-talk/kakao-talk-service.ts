import type { BackgroundServiceStarter } from "@/platform/background-service";
import { startClaimPruning } from "@/platform/queue/claim-pruning";
import { clusterRedisUrl } from "@/platform/topology";

/**
 * KakaoTalk delivery beside the web server, as push's: a BullMQ worker with PostgreSQL + Redis, else the in-process
 * queue; and the pruning of old sent-once claims.
 */
export const startKakaoTalkDelivery: BackgroundServiceStarter = async ({ topology }) => {
  // Loaded lazily: the delivery code imports `server-only` modules, resolvable only once allow-server-only ran.
  const { closeKakaoTalkQueue, startTalkWorker } = await import("./deliver-kakao-talk");
  const { pruneTalkClaims } = await import("./talk-links");
  const redisUrl = clusterRedisUrl(topology);
  const worker = redisUrl ? startTalkWorker({ redisUrl }) : null;
  const pruning = startClaimPruning({ name: "kakao-talk-claims", redisUrl, prune: (takenBefore) => pruneTalkClaims({ takenBefore }) });
  return {
    name: "kakao-talk",
    stop: async () => {
      await pruning.stop();
      await worker?.close();
      await closeKakaoTalkQueue();
    },
  };
};
