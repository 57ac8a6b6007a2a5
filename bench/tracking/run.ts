// 1,000 page-view beacons/s for 30 s on loopback (rate-bounded), beside a plain node:http endpoint that
// does nothing, in the same run; then stops the server (its shutdown writes the last batch) and counts
// the rows it stored. Run: npx tsx bench/tracking/run.ts
import autocannon from "autocannon";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openPglite } from "../../src/platform/db/client";
import { startAppServer } from "../../tests/support/app-server";
import { updateBenchReadme } from "../lib/update-bench-readme";

const RATE = Number(process.env.BENCH_RATE ?? 1_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = 20;
const PATH = "/bench-tracking";
const BROWSER = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

type Run = { sent: number; ok: number; other: number; errors: number; rps: number; p50: number; p99: number; max: number };

// No cookie on any beacon: each gets a fresh visitor id, so none is a repeat the 30-minute dedupe would drop.
async function fire(url: string): Promise<Run> {
  const r = await autocannon({
    url,
    method: "POST",
    body: JSON.stringify({ path: PATH }),
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER },
    connections: CONNECTIONS,
    overallRate: RATE,
    // A fixed count (not a duration): autocannon waits for every answer, so sent = answered.
    amount: RATE * SECONDS,
  });
  return {
    sent: r.requests.sent,
    ok: r["2xx"],
    other: r.non2xx,
    errors: r.errors + r.timeouts,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
  };
}

async function plainEndpoint(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(204).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/api/analytics/page-view`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function storedRows(dataDir: string): Promise<number> {
  const db = await openPglite(path.join(dataDir, "pglite"));
  const result = (await db.db.execute(sql`SELECT count(*)::int AS n FROM page_view WHERE path = ${PATH}`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  await db.close();
  return Number(result.rows[0]!.n);
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" / ");

async function main() {
  execFileSync("npx", ["tsx", "scripts/ensure-build.ts"], { stdio: "inherit" });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-tracking-"));
  const app = await startAppServer({ LOG_LEVEL: "warn", CRAWLER_ENABLED: "false", DATA_DIR: dataDir });
  const loadBefore = load();
  const plain = await plainEndpoint();
  await fire(plain.url).then(
    () => undefined,
    () => undefined,
  ); // warm-up of the client
  const baseline = await fire(plain.url);
  await plain.close();
  const beacons = await fire(`${app.baseUrl}/api/analytics/page-view`);
  const loadAfter = load();
  const exit = await app.stop();
  const rows = await storedRows(dataDir);
  rmSync(dataDir, { recursive: true, force: true });

  const row = (name: string, r: Run) =>
    `| ${name} | ${r.sent.toLocaleString("en")} | ${r.ok.toLocaleString("en")} | ${r.other + r.errors} | ${r.rps.toLocaleString("en")} | ${r.p50} | ${r.p99} | ${r.max} |`;
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on this machine (2 vCPU, shared with other work: load average ${loadBefore} before, ${loadAfter} after, 1/5/15 min), embedded PGlite, crawler off, ${RATE.toLocaleString("en")} requests/s bounded (autocannon \`overallRate\`, ${CONNECTIONS} connections) for ${SECONDS} s each, client on the same machine.`,
    "",
    "| endpoint | sent | 2xx | errors | req/s | p50 ms | p99 ms | max ms |",
    "|---|---|---|---|---|---|---|---|",
    row("plain node:http, answers 204, does nothing", baseline),
    row("`POST /api/analytics/page-view` (apiRoute → buffer)", beacons),
    "",
    `Rows stored after the server stopped (exit ${exit}; its shutdown writes the last batch): ${rows.toLocaleString("en")} for ${beacons.ok.toLocaleString("en")} beacons answered ${rows === beacons.ok && beacons.ok === beacons.sent ? "(none lost)" : "(MISMATCH)"}.`,
    `p99 ${beacons.p99} ms (aim < 20 ms); ratio to the plain endpoint's p99: ${(beacons.p99 / Math.max(1, baseline.p99)).toFixed(1)}×.`,
  ];
  console.log(lines.join("\n"));
  updateBenchReadme("tracking", `## tracking — \`npx tsx bench/tracking/run.ts\`\n\n${lines.join("\n")}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
