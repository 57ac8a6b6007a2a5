import type { BackgroundServiceStarter } from "@/platform/background-service";
import { clusterRedisUrl } from "@/platform/topology";

/** KakaoTalk delivery beside the web server, as push's: a BullMQ worker with PostgreSQL + Redis, else the in-process queue. */
export const startKakaoTalkDelivery: BackgroundServiceStarter = async ({ topology }) => {
  // Loaded lazily: the delivery code imports `server-only` modules, resolvable only once allow-server-only ran.
  const { closeKakaoTalkQueue, startTalkWorker } = await import("./deliver-kakao-talk");
  const redisUrl = clusterRedisUrl(topology);
  const worker = redisUrl ? startTalkWorker({ redisUrl }) : null;
  return {
    name: "kakao-talk",
    stop: async () => {
      await worker?.close();
      await closeKakaoTalkQueue();
    },
  };
};
