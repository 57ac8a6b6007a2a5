import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

type ConnectionState = { active: number; served: boolean };

/**
 * Graceful close for an HTTP server. Node's closeIdleConnections() also drops sockets that were
 * accepted but whose request is not parsed yet (a busy event loop) — those are in flight too. This
 * closes a keep-alive socket only once it has answered a request and has none open.
 */
export function createConnectionDrainer(server: Server) {
  const connections = new Map<Socket, ConnectionState>();
  let draining = false;
  let accepted = 0;

  server.on("connection", (socket: Socket) => {
    accepted += 1;
    connections.set(socket, { active: 0, served: false });
    socket.once("close", () => connections.delete(socket));
  });

  /** Call at the start of every request. */
  function track(req: IncomingMessage, res: ServerResponse): void {
    const state = connections.get(req.socket);
    if (!state) return;
    state.active += 1;
    state.served = true;
    if (draining) res.setHeader("connection", "close");
    res.once("close", () => {
      state.active -= 1;
      if (draining && state.active === 0) req.socket.end();
    });
  }

  /** Stops keep-alive: answered idle sockets close now, busy ones after their response. */
  function drain(): void {
    draining = true;
    for (const [socket, state] of connections) if (state.served && state.active === 0) socket.end();
  }

  /**
   * Waits until a pause with no new connection (at most maxMs): closing the listener earlier would
   * reset connections still waiting in the kernel's accept queue. setImmediate lets the poll phase
   * accept what queued while the event loop was busy before each check.
   */
  async function waitForQuiet(windowMs: number, maxMs: number): Promise<void> {
    const deadline = Date.now() + maxMs;
    let seen = -1;
    while (seen !== accepted && Date.now() < deadline) {
      seen = accepted;
      await new Promise((resolve) => setTimeout(resolve, windowMs));
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  return { track, drain, waitForQuiet, destroyAll: () => connections.forEach((_, socket) => socket.destroy()) };
}
