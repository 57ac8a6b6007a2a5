import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/** A request not yet fully answered, and whether its client asked to keep the connection. */
type Exchange = { res: ServerResponse; keepAlive: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const afterPoll = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Graceful close for an HTTP server that loses no request it accepted. Once draining, a response
 * says `Connection: close` (Node ends its socket after it) unless another request already waits on
 * that connection (pipelined): the last one says it, so none is dropped. An idle keep-alive socket
 * is never cut by us before the grace ends (a client may be writing on it right now): it gets
 * `Connection: close` on its next response, or Node's keep-alive timeout (announced to clients in
 * `Keep-Alive: timeout=…`) ends it.
 */
export function createConnectionDrainer(server: Server) {
  const connections = new Map<Socket, Exchange[]>();
  let draining = false;
  let closing = false;
  let accepted = 0;
  let inFlight = 0;

  server.on("connection", (socket: Socket) => {
    accepted += 1;
    connections.set(socket, []);
    socket.once("close", () => connections.delete(socket));
  });

  /** While closing, only the newest response not yet started on a connection closes it. */
  function markLast(exchanges: Exchange[]): void {
    exchanges.forEach(({ res, keepAlive }, i) => {
      if (!res.headersSent) res.shouldKeepAlive = keepAlive && !(closing && i === exchanges.length - 1);
    });
  }
  const markAll = () => connections.forEach(markLast);

  /** Call at the start of every request. */
  function track(req: IncomingMessage, res: ServerResponse): void {
    const exchanges = connections.get(req.socket);
    if (!exchanges) return;
    const exchange = { res, keepAlive: res.shouldKeepAlive };
    exchanges.push(exchange);
    inFlight += 1;
    markLast(exchanges);
    res.once("close", () => {
      exchanges.splice(exchanges.indexOf(exchange), 1);
      inFlight -= 1;
      markLast(exchanges);
    });
  }

  /**
   * Waits (until deadline) for a window with no new connection and, if asked, no request in flight.
   * Resumes right after a poll phase, which accepted everything queued in the kernel: closing the
   * listener then (no await in between) resets nobody.
   */
  async function quietWindow(windowMs: number, deadline: number, idleToo: boolean): Promise<boolean> {
    do {
      const seen = accepted;
      await sleep(windowMs);
      await afterPoll();
      if (seen === accepted && !(idleToo && inFlight > 0)) return true;
    } while (Date.now() < deadline);
    return false;
  }

  /**
   * Lame duck: readiness fails from the first moment; responses close their connections until
   * connections stop arriving and nothing is in flight (a load balancer has moved away). If that
   * doesn't happen within lameDuckMs, clients are reconnecting all the time and some connection
   * always waits in the kernel's accept queue, which closing the listener would reset: answers keep
   * connections open for the second half of the lame duck instead (at least three windows), so
   * reconnecting stops, and the listener closes after a window with no new connection. Every client
   * that was told to close reconnects once; on a starved machine those reconnections spread over
   * several windows, which a shorter share did not always cover. From then on every response closes
   * its connection.
   * Node's server.close() (and socket.io's close, which calls it) would also reset every idle
   * keep-alive socket, racing clients that reuse them; the drainer owns that.
   */
  async function stopAccepting({ quietMs, lameDuckMs }: { quietMs: number; lameDuckMs: number }): Promise<void> {
    draining = closing = true;
    server.closeIdleConnections = () => {};
    markAll();
    const deadline = Date.now() + lameDuckMs;
    const fallbackAt = deadline - Math.max(3 * quietMs, lameDuckMs / 2);
    if (!(await quietWindow(quietMs, fallbackAt, true))) {
      closing = false;
      markAll();
      await quietWindow(quietMs, deadline, false);
    }
    server.close();
    closing = true;
    markAll();
  }

  /** Resolves once every connection has ended; those still open after graceMs are cut. */
  function finish(graceMs: number): Promise<void> {
    const force = setTimeout(() => connections.forEach((_, socket) => socket.destroy()), graceMs);
    return new Promise<void>((resolve) => server.close(() => resolve())).finally(() => clearTimeout(force));
  }

  return { track, isDraining: () => draining, stopAccepting, finish };
}
