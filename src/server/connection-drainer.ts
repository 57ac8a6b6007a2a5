import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

type ConnectionState = { active: number };

/**
 * Graceful close for an HTTP server that loses no request. Once draining, every response says
 * `Connection: close` and its socket closes after it; an idle keep-alive socket is never cut by us
 * (a client may be writing on it right now): it gets `Connection: close` on its next response, or
 * Node's keep-alive timeout (announced to clients in `Keep-Alive: timeout=…`) ends it.
 */
export function createConnectionDrainer(server: Server) {
  const connections = new Map<Socket, ConnectionState>();
  let draining = false;
  let accepted = 0;
  let inFlight = 0;

  server.on("connection", (socket: Socket) => {
    accepted += 1;
    connections.set(socket, { active: 0 });
    socket.once("close", () => connections.delete(socket));
  });

  /** Call at the start of every request. */
  function track(req: IncomingMessage, res: ServerResponse): void {
    const state = connections.get(req.socket);
    if (!state) return;
    state.active += 1;
    inFlight += 1;
    if (draining) res.setHeader("connection", "close");
    res.once("close", () => {
      state.active -= 1;
      inFlight -= 1;
      if (draining && state.active === 0) req.socket.end();
    });
  }

  /**
   * Stops keep-alive. Node's server.close() (and socket.io's close, which calls it) would also
   * reset every idle keep-alive socket, racing clients that reuse them; the drainer owns that now.
   */
  function drain(): void {
    draining = true;
    server.closeIdleConnections = () => {};
  }

  /**
   * Waits until a pause with no new connection and no request in flight (at most maxMs): closing
   * the listener earlier would reset connections still waiting in the kernel's accept queue, and a
   * client still waiting for an answer will open a new connection once it has it. setImmediate lets
   * the poll phase accept what queued while the event loop was busy before each check.
   */
  async function waitForQuiet(windowMs: number, maxMs: number): Promise<void> {
    const deadline = Date.now() + maxMs;
    let seen = -1;
    while ((seen !== accepted || inFlight > 0) && Date.now() < deadline) {
      seen = accepted;
      await new Promise((resolve) => setTimeout(resolve, windowMs));
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Lame duck (readiness fails from the first moment), then the listener closes. */
  async function stopAccepting({ quietMs, lameDuckMs }: { quietMs: number; lameDuckMs: number }): Promise<void> {
    drain();
    await waitForQuiet(quietMs, lameDuckMs);
    server.close();
  }

  /** Resolves once every connection has ended; those still open after graceMs are cut. */
  function finish(graceMs: number): Promise<void> {
    const force = setTimeout(() => connections.forEach((_, socket) => socket.destroy()), graceMs);
    return new Promise<void>((resolve) => server.close(() => resolve())).finally(() => clearTimeout(force));
  }

  return { track, isDraining: () => draining, stopAccepting, finish };
}
