import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { Redis } from "ioredis";
import { Server } from "socket.io";
import { logger } from "@/platform/logger";
import { processSlot } from "@/platform/process-slots";

const running = processSlot<Server>("realtime");

export type Realtime = { io: Server; close: () => Promise<void> };

/**
 * socket.io on the same HTTP server as Next (same host, credentials). With REDIS_URL
 * the Redis adapter fans events out across processes; the notifications domain adds handlers.
 */
export function attachRealtime(httpServer: HttpServer, options: { redisUrl?: string }): Realtime {
  const io = new Server(httpServer, { serveClient: false, cors: { origin: false } });
  const closeAdapter = options.redisUrl ? attachRedisAdapter(io, options.redisUrl) : async () => {};
  running.set(io);
  return {
    io,
    // No disconnect packet (a client told "io server disconnect" stays offline): closing the engine
    // ends each transport, so clients reconnect on their own, to whichever process still listens.
    close: async () => {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await closeAdapter();
      running.set(undefined);
    },
  };
}

/**
 * socket.io without an HTTP server, for processes that only emit (crawl workers): through the Redis
 * adapter its room emits reach the sockets of every web process.
 */
export function createRealtimeEmitter({ redisUrl }: { redisUrl: string }): Realtime {
  const io = new Server({ serveClient: false });
  const closeAdapter = attachRedisAdapter(io, redisUrl);
  // Never attached, so there is no engine to close (io.close() would throw): closing Redis is enough.
  return { io, close: closeAdapter };
}

function attachRedisAdapter(io: Server, redisUrl: string): () => Promise<void> {
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: null, lazyConnect: false });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on("error", (err) => logger.warn({ err }, "socket.io Redis adapter error"));
  io.adapter(createAdapter(pub, sub));
  return async () => void (await Promise.all([pub, sub].map((c) => c.quit().catch(() => c.disconnect()))));
}

/**
 * The running socket.io server, for domains that emit events (undefined outside the web process).
 */
export function getRealtimeServer(): Server | undefined {
  return running.get();
}

/** The room of one member's sockets; only the server joins sockets to it, from the session cookie. */
export function memberRoom(userId: string): string {
  return `user:${userId}`;
}

/** Ends every open socket of a member on every instance (through the Redis adapter), e.g. when banned. */
export function disconnectMemberSockets({ userId }: { userId: string }): void {
  getRealtimeServer()?.in(memberRoom(userId)).disconnectSockets(true);
}
