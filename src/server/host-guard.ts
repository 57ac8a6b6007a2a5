import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { hasValidHostHeaders } from "@/platform/http/host-header";
import type { createConnectionDrainer } from "./connection-drainer";
import { answerRefusal } from "./error-page";

const INVALID_HOST = { code: "invalid_host", message: "요청한 주소의 호스트(Host)가 올바르지 않습니다." };

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;
type UpgradeListener = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * Puts a Host check in front of every listener the server has (the request pipeline, socket.io's polling and
 * upgrades), so a request whose Host is no host gets 400 before any handler: `Host: [` threw in the beacon's fast
 * path and left the socket open for minutes (issue 56). Call once every listener is attached.
 */
export function guardHostHeaders(server: Server, drainer: ReturnType<typeof createConnectionDrainer>): void {
  const requestListeners = server.listeners("request") as RequestListener[];
  server.removeAllListeners("request");
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (hasValidHostHeaders(req)) return requestListeners.forEach((listener) => listener.call(server, req, res));
    drainer.track(req, res);
    answerRefusal({ req, res, status: 400, ...INVALID_HOST });
  });
  const upgradeListeners = server.listeners("upgrade") as UpgradeListener[];
  server.removeAllListeners("upgrade");
  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (hasValidHostHeaders(req)) return upgradeListeners.forEach((listener) => listener.call(server, req, socket, head));
    const body = JSON.stringify({ error: INVALID_HOST });
    socket.end(
      `HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  });
}
