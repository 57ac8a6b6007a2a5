import "server-only";
import type { Server } from "socket.io";
import { readSessionUser } from "@/platform/auth/read-session-user";
import { isSiteOrigin, requestOriginOf } from "@/platform/http/same-origin";
import { trustFunction, type TrustProxy } from "@/platform/rate-limit/client-ip";
import { logger } from "@/platform/logger";
import { memberRoom } from "@/platform/realtime/socket-server";

/**
 * Who a socket belongs to comes from its handshake's session cookie, never from the client: sockets
 * without a valid session, or opened by a page of another origin, are refused (`connect_error`);
 * the rest join their member's room. `authenticate` carries an id the server ignores.
 */
export function attachNotificationSockets({ io, trustProxy }: { io: Server; trustProxy: TrustProxy }): void {
  const trust = trustFunction(trustProxy);
  io.use(async (socket, next) => {
    // Browsers send Origin on every cross-origin request and WebSocket; same-origin polling may omit it.
    // The site's origin: BASE_URL's, or the one the handshake was made to (a visitor on 127.0.0.1 rather than localhost).
    const origin = socket.handshake.headers.origin;
    if (origin !== undefined && !isSiteOrigin(origin, requestOriginOf(socket.request, trust)))
      return next(new Error("허용되지 않은 출처입니다."));
    try {
      const user = await readSessionUser({ cookieHeader: socket.handshake.headers.cookie });
      if (!user) return next(new Error("로그인이 필요합니다."));
      socket.data.userId = user.id;
      next();
    } catch (err) {
      logger.error({ err }, "socket session check failed");
      next(new Error("일시적인 오류가 발생했습니다."));
    }
  });
  io.on("connection", (socket) => {
    void socket.join(memberRoom(socket.data.userId as string));
    socket.on("authenticate", () => {});
  });
}
