import { createServer } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { Pool } from "undici";
import { expect, it } from "vitest";
import { createConnectionDrainer } from "./connection-drainer";

const BODY = "x".repeat(4_000);

/** 20 keep-alive clients, each sending its next request as soon as it has an answer, until refused. */
function steadyLoad(url: string) {
  const pool = new Pool(url, { connections: 20 });
  const outcome = { complete: 0, incomplete: 0, refused: 0, failed: [] as string[], keptOpenAt: [] as number[] };
  const giveUpAt = Date.now() + 20_000;
  const client = async () => {
    while (Date.now() < giveUpAt) {
      try {
        const answer = await pool.request({ path: "/", method: "GET" });
        const body = await answer.body.text();
        if (answer.headers.connection === "keep-alive") outcome.keptOpenAt.push(Date.now());
        if (answer.statusCode === 200 && body === BODY) outcome.complete += 1;
        else outcome.incomplete += 1;
      } catch (error) {
        const code = (error as { code?: string }).code ?? String(error);
        // The listener is closed: nothing was sent, so nothing was lost; this client is done.
        if (code === "ECONNREFUSED") return void (outcome.refused += 1);
        outcome.failed.push(code);
      }
    }
  };
  const done = Promise.all(Array.from({ length: 20 }, client)).then(() => pool.close());
  return { outcome, done };
}

/** A server answering BODY to every request after delayMs, behind the drainer. */
async function startServer(delayMs: number) {
  const server = createServer();
  const drainer = createConnectionDrainer(server);
  server.on("request", (req, res) => {
    drainer.track(req, res);
    setTimeout(() => res.end(BODY), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { drainer, port: (server.address() as AddressInfo).port };
}

it(
  "answers in full every request already accepted when it stops under steady keep-alive load: zero resets",
  { timeout: 30_000 },
  async () => {
    const { drainer, port } = await startServer(1);
    const load = steadyLoad(`http://127.0.0.1:${port}`);
    // The load is under way (however slow the machine): a hundred answers before the stop.
    while (load.outcome.complete < 100) await new Promise((resolve) => setTimeout(resolve, 20));
    const completeBeforeStop = load.outcome.complete;
    const stoppedAt = Date.now();
    // The clients reconnect as fast as they are told to close, so no window is quiet: after half the lame duck
    // (fifteen windows; production's 5 s with 300 ms windows gives eight) answers keep connections open instead.
    await drainer.stopAccepting({ quietMs: 100, lameDuckMs: 3_000 });
    await drainer.finish(2_000);
    const stoppedIn = Date.now() - stoppedAt;
    await load.done;
    const { outcome } = load;
    expect({ failed: outcome.failed.slice(0, 5), failures: outcome.failed.length, incomplete: outcome.incomplete }).toEqual({
      failed: [],
      failures: 0,
      incomplete: 0,
    });
    // Answers kept coming while it stopped, at least one for each of the 20 clients.
    expect(outcome.complete - completeBeforeStop).toBeGreaterThanOrEqual(20);
    expect(outcome.refused).toBe(20);
    // The keep-alive half began at the lame duck's middle (1.5 s), not in its last three windows (2.7 s), which were
    // too few for every client told to close to reconnect on a starved machine.
    const keptOpenAgainAfterMs = (outcome.keptOpenAt.find((at) => at > stoppedAt + 300) ?? Infinity) - stoppedAt;
    expect(keptOpenAgainAfterMs).toBeGreaterThanOrEqual(1_400);
    expect(keptOpenAgainAfterMs).toBeLessThan(2_400);
    expect(stoppedIn).toBeLessThan(6_000);
  },
);

it("answers both of two requests pipelined on a keep-alive connection while draining; only the last closes it", async () => {
  const { drainer, port } = await startServer(50);
  const socket = connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  const stopped = drainer.stopAccepting({ quietMs: 100, lameDuckMs: 1_000 });
  socket.write("GET /1 HTTP/1.1\r\nHost: a\r\n\r\nGET /2 HTTP/1.1\r\nHost: a\r\n\r\n");
  let received = "";
  socket.setEncoding("utf8").on("data", (chunk: string) => (received += chunk));
  await new Promise((resolve) => socket.once("close", resolve));
  const answers = received.split(/(?=HTTP\/1\.1 )/);
  expect(
    answers.map((answer) => [answer.match(/^HTTP\/1\.1 (\d+)/)?.[1], /connection: close/i.test(answer), answer.endsWith(BODY)]),
  ).toEqual([
    ["200", false, true],
    ["200", true, true],
  ]);
  await stopped;
  await drainer.finish(1_000);
});
