import { createServer } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { expect, it } from "vitest";
import { steadyLoad } from "../../tests/support/steady-load";
import { createConnectionDrainer } from "./connection-drainer";

const BODY = "x".repeat(4_000);

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
    const load = steadyLoad(`http://127.0.0.1:${port}`, { connections: 20, body: BODY });
    // The load is under way (however slow the machine): a hundred answers before the stop.
    while (load.outcome.complete < 100) await new Promise((resolve) => setTimeout(resolve, 20));
    const completeBeforeStop = load.outcome.complete;
    const stoppedAt = Date.now();
    await drainer.stopAccepting({ quietMs: 100, lameDuckMs: 3_000 });
    const listenerClosedAt = Date.now();
    await drainer.finish(2_000);
    await load.done;
    const { outcome } = load;
    expect({ failed: outcome.failed.slice(0, 5), failures: outcome.failed.length, incomplete: outcome.incomplete }).toEqual({
      failed: [],
      failures: 0,
      incomplete: 0,
    });
    // Answers kept coming while it stopped, and every client was refused only once the listener had closed.
    expect(outcome.complete - completeBeforeStop).toBeGreaterThanOrEqual(20);
    expect(outcome.refused).toBe(20);
    // Requests never stopped, so no window was quiet: connections stayed open (nobody reconnected) until the lame
    // duck's end, and only then did the listener close.
    expect(outcome.keptOpenAt.filter((at) => at > stoppedAt + 2_500 && at < listenerClosedAt - 50).length).toBeGreaterThan(0);
    expect(listenerClosedAt - stoppedAt).toBeGreaterThanOrEqual(2_900);
    expect(listenerClosedAt - stoppedAt).toBeLessThan(5_000);
  },
);

it("answers both of two requests pipelined on a kept connection once the listener closed; only the last closes it", async () => {
  const { drainer, port } = await startServer(50);
  const socket = connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  await drainer.stopAccepting({ quietMs: 100, lameDuckMs: 1_000 });
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
  await drainer.finish(1_000);
});
