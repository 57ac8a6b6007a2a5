import "server-only";
import { createRealtimeEmitter } from "@/platform/realtime/socket-server";
import { startPriceEventNotifications } from "./notice-pipeline";

/** In a crawl worker: its price events become notifications here (once), emitted to web processes' sockets over Redis. */
export function startWorkerNotifications({ redisUrl }: { redisUrl: string }): { close: () => Promise<void> } {
  const emitter = createRealtimeEmitter({ redisUrl });
  const service = startPriceEventNotifications({ getIo: () => emitter.io });
  return { close: async () => void (await Promise.all([service.stop(), emitter.close()])) };
}
