import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { Redis } from "ioredis";
import { Server } from "socket.io";
import { logger } from "@/platform/logger";

const globalForIo = globalThis as unknown as { __io?: Server };

export type Realtime = { io: Server; close: () => Promise<void> };

/**
 * socket.io on the same HTTP server as Next (spec §7: same host, credentials). With REDIS_URL
 * the Redis adapter fans events out across processes; the notifications domain adds handlers.
 */
export function attachRealtime(httpServer: HttpServer, options: { redisUrl?: string }): Realtime {
  const io = new Server(httpServer, { serveClient: false, cors: { origin: false } });
  const redisClients: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on("error", (err) => logger.warn({ err }, "socket.io Redis adapter error"));
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }
  globalForIo.__io = io;
  return {
    io,
    // No disconnect packet (a client told "io server disconnect" stays offline): closing the engine
    // ends each transport, so clients reconnect on their own, to whichever process still listens.
    close: async () => {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redisClients.map((c) => c.quit().catch(() => c.disconnect())));
      globalForIo.__io = undefined;
    },
  };
}

/**
 * The running socket.io server, for domains that emit events (undefined outside the web process).
 * @public — the notifications domain emits through it (ARCHITECTURE.md, "How a notification flows").
 */
export function getRealtimeServer(): Server | undefined {
  return globalForIo.__io;
}
