// Throughput and p99 of `/` at 50 connections beside a plain node:http server sending the same
// bytes, and the first-load JS of `/` (gzip). Run: npx tsx bench/shell/run.ts
import { execFileSync } from "node:child_process";
import os from "node:os";
import { startAppServer } from "@tests/support/app-server";
import { kb, measureFirstLoadJs } from "../lib/first-load-js";
import { measureLoad, startStaticBaseline, type LoadResult } from "../lib/load";
import { measureNextFloor } from "../lib/next-floor";
import { updateBenchReadme } from "../lib/update-bench-readme";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** First-load JS of `/` (KB gzip) as this benchmark measured earlier trees. */
const BEFORE_FIRST_LOAD_KB = { issueStart: 181.6, stop24: 174.9 };

const row = (name: string, r: LoadResult) =>
  `| ${name} | ${r.requestsPerSecond.toLocaleString("en")} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} |`;

async function main() {
  execFileSync("npx", ["tsx", "scripts/ensure-build.ts"], { stdio: "inherit" });
  // Crawling is a worker's job in production; in the web process it would share the 2 vCPUs with the load.
  const quiet = { LOG_LEVEL: "warn", CRAWLER_ENABLED: "false" };
  const cached = await startAppServer(quiet);
  const page = await fetch(`${cached.baseUrl}/`);
  const html = await page.text();
  const headers = { "content-type": page.headers.get("content-type") ?? "text/html; charset=utf-8" };
  const jsKb = kb((await measureFirstLoadJs(cached.baseUrl, "/")).bytes);
  const floorKb = kb(await measureNextFloor(process.cwd()));

  await measureLoad(`${cached.baseUrl}/`, { seconds: 2 }); // warm-up
  const app = await measureLoad(`${cached.baseUrl}/`, { seconds: SECONDS });
  // A page outside the catalogue, cached for visitors only (PAGE_CACHE_SECONDS): does that cache earn its place?
  const search = `/search?q=${encodeURIComponent("레몬")}`;
  const searchCached = await measureLoad(`${cached.baseUrl}${search}`, { seconds: SECONDS });
  await cached.stop();

  const uncached = await startAppServer({ ...quiet, PAGE_CACHE_SECONDS: "0", CATALOGUE_CACHE_SECONDS: "0" });
  await measureLoad(`${uncached.baseUrl}/`, { seconds: 2 });
  const ssr = await measureLoad(`${uncached.baseUrl}/`, { seconds: SECONDS });
  const searchRendered = await measureLoad(`${uncached.baseUrl}${search}`, { seconds: SECONDS });
  await uncached.stop();

  const baseline = await startStaticBaseline(Buffer.from(html), headers);
  await measureLoad(baseline.url, { seconds: 2 });
  const plain = await measureLoad(baseline.url, { seconds: SECONDS });
  await baseline.close();

  const ratio = (r: LoadResult) => (r.requestsPerSecond / plain.requestsPerSecond).toFixed(2);
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 vCPU), 50 connections, ${SECONDS} s per run, client on the same machine, crawler off.`,
    "",
    "| server | req/s | p50 ms | p99 ms | errors |",
    "|---|---|---|---|---|",
    row("`/` (page cache on, default; a member gets the same copy)", app),
    row("`/` (page cache off: Next SSR every request)", ssr),
    row("plain node:http, same bytes", plain),
    row("`/search?q=레몬`, visitor (`PAGE_CACHE_SECONDS` = 10, default)", searchCached),
    row("`/search?q=레몬` (page cache off)", searchRendered),
    "",
    `Ratio to plain node:http: cached ${ratio(app)}, uncached ${ratio(ssr)} (aim ≥ 0.5 cached).`,
    `First-load JS of \`/\`: ${jsKb} KB gzip (aim < 120 KB); the floor, Next's and React's runtime that every App Router page of this build loads`,
    `before its own code (a blank App Router app with one page and a Link, built in the same run with the same Next.js): ${floorKb} KB, so the site's own first-load JS is ${(jsKb - floorKb).toFixed(1)} KB.`,
    `Before: ${BEFORE_FIRST_LOAD_KB.issueStart} KB on the tree the page-cache work started from (main f0396cf), ${BEFORE_FIRST_LOAD_KB.stop24} KB before the page-weight work (stop 24): now ${(jsKb / BEFORE_FIRST_LOAD_KB.issueStart).toFixed(2)}× and ${(jsKb / BEFORE_FIRST_LOAD_KB.stop24).toFixed(2)}×.`,
    `HTML: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB. Load average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" / ")} at the end.`,
  ];
  console.log(lines.join("\n"));
  updateBenchReadme("shell", `## shell — \`npx tsx bench/shell/run.ts\`\n\n${lines.join("\n")}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
