/**
 * The public API (/api/v1) under load: autocannon at 50 connections against `/api/v1/products` and
 * `/api/v1/products/{id}/history` on the production build (embedded PGlite, the demo catalogue, no crawler), each
 * beside plain node:http answering the same bytes and headers, measured in the same run. The address limit is raised
 * for the run (one load generator is one address). Writes the "api-v1" section of bench/README.md.
 *
 *   npx tsx bench/api-v1/run.ts   (BENCH_SECONDS, 10 by default; NEXT_DIST_DIR; builds when there is no build)
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startAppServer } from "@tests/support/app-server";
import { measureLoad, startStaticBaseline, type LoadResult } from "../lib/load";
import { updateBenchReadme } from "../lib/update-bench-readme";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const log = (message: string) => console.log(`[bench api-v1] ${message}`);

/** The answer's bytes and the headers plain node:http repeats (type, ETag, Cache-Control), so both send the same. */
async function sample(url: string): Promise<{ body: Buffer; headers: Record<string, string> }> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
  const headers: Record<string, string> = {};
  for (const name of ["content-type", "etag", "cache-control", "vary"]) {
    const value = response.headers.get(name);
    if (value) headers[name] = value;
  }
  return { body: Buffer.from(await response.arrayBuffer()), headers };
}

async function main() {
  if (!existsSync(path.join(process.env.NEXT_DIST_DIR || ".next", "BUILD_ID")))
    execFileSync("npx", ["next", "build"], { stdio: "inherit" });
  const app = await startAppServer({ LOG_LEVEL: "warn", CRAWLER_ENABLED: "false", API_RATE_LIMIT_PER_MINUTE: "1000000" });
  const rows: Array<{ name: string; bytes: number; api: LoadResult; plain: LoadResult }> = [];
  let floor: LoadResult;
  try {
    const list = (await (await fetch(`${app.baseUrl}/api/v1/products?sort=price&limit=24`)).json()) as {
      items: Array<{ id: number }>;
      total: number;
    };
    const id = list.items[0]?.id;
    if (id === undefined) throw new Error("the demo catalogue lists no product");
    log(`상품 ${list.total}개, 기록은 상품 ${id}`);
    // The floor of a Next route handler on this machine now (one database ping, a 30-byte answer): the share of the
    // gap to plain node:http that is Next's and the machine's, not the API's.
    floor = await measureLoad(`${app.baseUrl}/api/health`, { connections: CONNECTIONS, seconds: SECONDS });
    log(`/api/health: ${floor.requestsPerSecond} req/s`);
    const targets = [
      { name: "`GET /api/v1/products?sort=price&limit=24`", path: "/api/v1/products?sort=price&limit=24" },
      { name: `\`GET /api/v1/products/{id}/history?days=90&by=shop\``, path: `/api/v1/products/${id}/history?days=90&by=shop` },
    ];
    for (const target of targets) {
      const url = `${app.baseUrl}${target.path}`;
      const { body, headers } = await sample(url);
      const baseline = await startStaticBaseline(body, headers);
      try {
        const api = await measureLoad(url, { connections: CONNECTIONS, seconds: SECONDS });
        const plain = await measureLoad(baseline.url, { connections: CONNECTIONS, seconds: SECONDS });
        rows.push({ name: target.name, bytes: body.length, api, plain });
        log(`${target.path}: ${api.requestsPerSecond} req/s (plain ${plain.requestsPerSecond}), p99 ${api.p99} ms`);
      } finally {
        await baseline.close();
      }
    }
  } finally {
    await app.stop();
  }
  const line = (r: LoadResult) => `${r.requestsPerSecond.toLocaleString("en")} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx}`;
  const markdown = [
    `## api-v1 — \`npx tsx bench/api-v1/run.ts\``,
    "",
    `The public API on the production build (embedded PGlite, demo catalogue, crawler off), autocannon at ${CONNECTIONS} connections for ${SECONDS} s per run, each beside plain node:http answering the same bytes and headers in the same run. ${os.cpus().length} vCPU, load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" / ")}. Run ${new Date().toISOString().slice(0, 16)}Z.`,
    "",
    "| route | body | req/s | p50 ms | p99 ms | errors + non-2xx | plain node:http req/s | p50 ms | p99 ms | errors | ratio to plain | ratio to Next's floor |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${(r.bytes / 1024).toFixed(1)} kB | ${line(r.api)} | ${line(r.plain)} | ${(r.api.requestsPerSecond / r.plain.requestsPerSecond).toFixed(3)} | ${(r.api.requestsPerSecond / floor.requestsPerSecond).toFixed(2)} |`,
    ),
    "",
    `Next's floor in the same run: \`GET /api/health\` (a route handler, one database ping) ${floor.requestsPerSecond.toLocaleString("en")} req/s, p50 ${floor.p50} ms, p99 ${floor.p99} ms, errors + non-2xx ${floor.errors + floor.non2xx}.`,
  ].join("\n");
  console.log(markdown);
  updateBenchReadme("api-v1", markdown);
}

await main();
