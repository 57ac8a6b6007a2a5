import type { BackgroundServiceStarter } from "@/platform/background-service";

/**
 * Push delivery beside the web server: with PostgreSQL + Redis a BullMQ worker in every web process;
 * embedded, the in-process queue starts on first use and only needs closing on the way out.
 */
export const startPushDelivery: BackgroundServiceStarter = async ({ config, db }) => {
  // Loaded lazily: the push code imports `server-only` modules, resolvable only once allow-server-only ran.
  const { closePushQueue, createPushJobRunner } = await import("./deliver-push");
  const { startPushWorker } = await import("./push-queue");
  const worker =
    config.REDIS_URL && db.driver === "postgres" ? startPushWorker({ redisUrl: config.REDIS_URL, run: createPushJobRunner() }) : null;
  return {
    name: "push",
    stop: async () => {
      await worker?.close();
      await closePushQueue();
    },
  };
};
