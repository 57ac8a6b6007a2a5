import { spawn } from "node:child_process";
import os from "node:os";
import { Worker } from "node:worker_threads";
import { afterAll, beforeAll, expect, it } from "vitest";
import { steadyLoad } from "../support/steady-load";

const RUNS = 20;
const CLIENTS = 50;

/**
 * The machine under load: one thread spinning per core for the whole test, so the server's event loop is starved
 * as on a busy production host (and as in CI, beside the other test files).
 */
let spinners: Worker[] = [];
beforeAll(() => {
  spinners = Array.from({ length: os.availableParallelism() }, () => new Worker("for (;;) Math.sqrt(Math.random());", { eval: true }));
});
afterAll(async () => {
  await Promise.all(spinners.map((spinner) => spinner.terminate()));
});

/** A fresh server process, listening: its port once it prints it. */
function startServer() {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/drained-http-server.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const port = new Promise<string>((resolve) => child.stdout!.once("data", (line: Buffer) => resolve(line.toString().trim())));
  return { child, exited, port };
}

/** One run: 50 keep-alive clients at full rate on a server, SIGTERM once 200 answers have come. */
async function stopUnderLoad(server: ReturnType<typeof startServer>, onSignalled: () => void) {
  // Clients keep sending after the signal, as a load balancer's pooled connections do until it notices.
  const load = steadyLoad(`http://127.0.0.1:${await server.port}`, { connections: CLIENTS, body: "ok" });
  while (load.outcome.complete < 200) await new Promise((resolve) => setTimeout(resolve, 10));
  const signalledAt = Date.now();
  server.child.kill("SIGTERM");
  onSignalled();
  const exitCode = await server.exited;
  const stopMs = Date.now() - signalledAt;
  await load.done;
  // When each failure came, from the signal: at the listener's close (the lame duck's end) or at the cut (8.5 s).
  const failures = load.outcome.failed.map(({ code, at }) => `${code} ${at - signalledAt} ms after SIGTERM (stop took ${stopMs} ms)`);
  return { outcome: load.outcome, exitCode, stopMs, failures };
}

it(`resets nobody on SIGTERM: ${RUNS} stops of ${CLIENTS} keep-alive clients on a loaded machine`, { timeout: 300_000 }, async () => {
  const runs = [];
  // The next run's server starts while this one stops (more load on the stop, less waiting).
  let next = startServer();
  for (let i = 0; i < RUNS; i++) {
    const server = next;
    runs.push(await stopUnderLoad(server, () => void (i < RUNS - 1 && (next = startServer()))));
  }
  const failures = runs.flatMap((run) => run.outcome.failed.map((failure) => failure.code));
  expect(
    {
      failures: failures.length,
      kinds: [...new Set(failures)],
      incomplete: runs.reduce((sum, run) => sum + run.outcome.incomplete, 0),
      exitCodes: [...new Set(runs.map((run) => run.exitCode))],
    },
    runs.flatMap((run, i) => run.failures.map((failure) => `run ${i + 1}: ${failure}`)).join("; "),
  ).toEqual({ failures: 0, kinds: [], incomplete: 0, exitCodes: [0] });
  // Every client was told "refused" by the closed listener (nothing sent, nothing lost), within server.ts's 10 s.
  expect(runs.map((run) => run.outcome.refused)).toEqual(runs.map(() => CLIENTS));
  expect(Math.max(...runs.map((run) => run.stopMs))).toBeLessThan(10_000);
});
