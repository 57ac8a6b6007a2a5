/**
 * The fan-out benchmark's browsers: a child process holding N socket.io clients (websocket, each with
 * its member's session cookie). It reports when all are connected, stamps every `notification`
 * event with the wall clock, and sends the stamps back on request.
 */
import { io, type Socket } from "socket.io-client";

type Start = { url: string; origin: string; cookies: string[] };
type Command = { kind: "start"; start: Start } | { kind: "collect" } | { kind: "stop" };

const now = () => performance.timeOrigin + performance.now();
let sockets: Socket[] = [];
let stamps: number[] = [];

async function connectAll({ url, origin, cookies }: Start) {
  const BATCH = 100;
  for (let i = 0; i < cookies.length; i += BATCH) {
    const batch = cookies.slice(i, i + BATCH).map((cookie) => {
      const socket = io(url, { transports: ["websocket"], extraHeaders: { cookie, origin }, reconnection: false });
      socket.on("notification", () => stamps.push(now()));
      return new Promise<Socket>((resolve, reject) => {
        socket.once("connect", () => resolve(socket));
        socket.once("connect_error", reject);
      });
    });
    sockets.push(...(await Promise.all(batch)));
  }
}

process.on("message", (command: Command) => {
  if (command.kind === "start") void connectAll(command.start).then(() => process.send!({ kind: "ready", count: sockets.length }));
  if (command.kind === "collect") {
    process.send!({ kind: "stamps", stamps });
    stamps = [];
  }
  if (command.kind === "stop") {
    sockets.forEach((s) => s.close());
    sockets = [];
    process.exit(0);
  }
});
