import type { BackgroundServiceStarter } from "@/platform/background-service";
import { clusterRedisUrl } from "@/platform/topology";

/**
 * Push delivery beside the web server: with PostgreSQL + Redis a BullMQ worker in every web process;
 * embedded, the in-process queue starts on first use and only needs closing on the way out.
 */
export const startPushDelivery: BackgroundServiceStarter = async ({ topology }) => {
  // Loaded lazily: the push code imports `server-only` modules, resolvable only once allow-server-only ran.
  const { closePushQueue, createPushJobRunner } = await import("./deliver-push");
  const { startPushWorker } = await import("./push-queue");
  const redisUrl = clusterRedisUrl(topology);
  const worker = redisUrl ? startPushWorker({ redisUrl, run: createPushJobRunner() }) : null;
  return {
    name: "push",
    stop: async () => {
      await worker?.close();
      await closePushQueue();
    },
  };
};
