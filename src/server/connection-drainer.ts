import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { acceptQueueLength } from "./accept-queue";

/** A request not yet fully answered, and whether its client asked to keep the connection. */
type Exchange = { res: ServerResponse; keepAlive: boolean };

/**
 * A stop's timing (start-server.ts): windows of 300 ms; the listener closes within a 5 s lame duck; whatever is still
 * open is cut 8.5 s after the signal, so a request in flight gets all of that time and the process exits within
 * server.ts's 10 s.
 */
export const STOP_TIMING = { quietMs: 300, lameDuckMs: 5_000, cutAfterMs: 8_500 };

/**
 * The libuv stream under a socket. Node's HTTP parser reads it directly (socket.pause() would not stop that), so
 * holding a connection's reading stops the handle itself; restarting it delivers what waited in the kernel.
 */
const handleOf = (socket: Socket) =>
  (socket as unknown as { _handle?: { reading?: boolean; readStop: () => number; readStart: () => number } | null })._handle ?? undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const afterPoll = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Graceful close for an HTTP server that resets nobody. While the listener is open (the lame duck) every connection
 * is kept open as its client asked, so steady keep-alive clients do not reconnect and nothing piles up in the
 * kernel's accept queue; the listener closes after a window in which no connection arrived and no request began
 * (or at the lame duck's end) once, checked right then, none waits in that queue (accept-queue.ts): closing it then
 * resets nobody, later connections are refused. From
 * then on a response says `Connection: close` (Node ends its socket after it) unless another request already waits
 * on that connection (pipelined): the last one says it, so none is dropped. An idle keep-alive socket is never cut
 * by us before the grace ends (a client may be writing on it right now): it gets `Connection: close` on its next
 * response, or Node's keep-alive timeout (announced to clients in `Keep-Alive: timeout=…`) ends it.
 */
export function createConnectionDrainer(server: Server) {
  const connections = new Map<Socket, Exchange[]>();
  let draining = false;
  let closing = false;
  let accepted = 0;
  let started = 0;
  /** While the accept queue empties: the connections whose reading this paused. */
  let holding: Set<Socket> | undefined;

  server.on("connection", (socket: Socket) => {
    accepted += 1;
    connections.set(socket, []);
    hold(socket);
    socket.once("close", () => connections.delete(socket));
  });

  /** Once the listener is closed, only the newest response not yet started on a connection closes it. */
  function markLast(exchanges: Exchange[]): void {
    exchanges.forEach(({ res, keepAlive }, i) => {
      if (!res.headersSent) res.shouldKeepAlive = keepAlive && !(closing && i === exchanges.length - 1);
    });
  }

  /** Call at the start of every request. */
  function track(req: IncomingMessage, res: ServerResponse): void {
    const exchanges = connections.get(req.socket);
    if (!exchanges) return;
    const exchange = { res, keepAlive: res.shouldKeepAlive };
    started += 1;
    exchanges.push(exchange);
    markLast(exchanges);
    res.once("close", () => {
      exchanges.splice(exchanges.indexOf(exchange), 1);
      markLast(exchanges);
    });
  }

  /**
   * Empties the kernel's accept queue, within maxMs. libuv accepts one connection per loop iteration, and a loop
   * iteration serving many busy connections on a starved machine takes hundreds of milliseconds: a queue of 25 would
   * outlast the lame duck. So reading pauses on every connection meanwhile (their requests wait in the kernel, none is
   * lost), iterations take microseconds, and the queue empties in as many of them. Answers true when it is empty,
   * right after a poll phase: closing the listener then, with no await in between, resets nobody.
   */
  async function emptyAcceptQueue(maxMs: number): Promise<boolean> {
    if (acceptQueueLength(server) === 0) return true;
    const until = Date.now() + maxMs;
    holding = new Set();
    connections.forEach((_, socket) => hold(socket));
    try {
      while (acceptQueueLength(server) > 0) {
        if (Date.now() > until) return false;
        await afterPoll();
      }
      return true;
    } finally {
      const held = holding;
      holding = undefined;
      held.forEach((socket) => handleOf(socket)?.readStart());
    }
  }

  function hold(socket: Socket): void {
    const handle = handleOf(socket);
    // Only a connection being read: one Node stopped itself (a pipelined answer pending) stays as Node left it.
    if (!holding || !handle?.reading) return;
    handle.readStop();
    holding.add(socket);
  }

  /**
   * Waits (until deadline) for a window in which no connection arrived and no request began (the load balancer has
   * moved away: closing sooner would refuse clients still sent here), and then for the accept queue to be empty.
   */
  async function quietWindow(windowMs: number, deadline: number): Promise<void> {
    do {
      const seen = { accepted, started };
      await sleep(windowMs);
      await afterPoll();
      const quiet = seen.accepted === accepted && seen.started === started && acceptQueueLength(server) === 0;
      if ((await emptyAcceptQueue(windowMs)) && quiet) return;
    } while (Date.now() < deadline);
    await emptyAcceptQueue(windowMs);
  }

  /**
   * Lame duck: readiness fails from the first moment (`isDraining`) while the server answers as before; the listener
   * closes after the first quiet window, or at the lame duck's end if requests never stop arriving.
   * Node's server.close() (and socket.io's close, which calls it) would also reset every idle keep-alive socket,
   * racing clients that reuse them; the drainer owns that.
   */
  async function stopAccepting({ quietMs, lameDuckMs }: { quietMs: number; lameDuckMs: number }): Promise<void> {
    draining = true;
    server.closeIdleConnections = () => {};
    await quietWindow(quietMs, Date.now() + lameDuckMs);
    server.close();
    closing = true;
    connections.forEach(markLast);
  }

  /** Resolves once every connection has ended; those still open after graceMs are cut. */
  function finish(graceMs: number): Promise<void> {
    const force = setTimeout(() => connections.forEach((_, socket) => socket.destroy()), graceMs);
    return new Promise<void>((resolve) => server.close(() => resolve())).finally(() => clearTimeout(force));
  }

  /**
   * A whole stop with STOP_TIMING: the lame duck, then `alongside` (background services, sockets) while the
   * connections finish; resolves when both are done.
   */
  async function stop(alongside: () => Promise<void>): Promise<void> {
    const cutAt = Date.now() + STOP_TIMING.cutAfterMs;
    await stopAccepting(STOP_TIMING);
    const finished = finish(cutAt - Date.now());
    await alongside();
    await finished;
  }

  return { track, isDraining: () => draining, stopAccepting, finish, stop };
}
