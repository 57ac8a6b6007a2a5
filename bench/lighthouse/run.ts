// Lighthouse 12 (mobile, default simulated throttling) with the machine's Chromium on `/`,
// `/mouth-inhalation` and a product page of the production build, RUNS audits each, medians reported, as
// Lighthouse's docs advise for noisy machines. With LIGHTHOUSE_BASELINE=<commit> the same run measures that
// older tree too (its own worktree and build), alternating audits A, B, A, B… so the machine's load falls on
// both alike: on a shared machine the ratio is the figure, not the absolute.
// Run: npx tsx bench/lighthouse/run.ts   (LIGHTHOUSE_RUNS, default 3; LIGHTHOUSE_BASELINE, e.g. ccabe61;
// LIGHTHOUSE_REPORT_DIR to keep every run's report, with its main-thread breakdown). Then, with the same servers, the
// same number of Chromium traces per page with the CPU really slowed 4× (trace-load.ts), alternating the trees too:
// Lighthouse simulates the slowdown from an unthrottled trace, which multiplies this machine's noise.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium, type Browser } from "playwright-core";
import { findChromium, launchChromium } from "@tests/support/browser";
import { startAppServer, type AppServer } from "@tests/support/app-server";
import { updateBenchReadme } from "../lib/update-bench-readme";
import { prepareBaselineTree } from "./baseline-tree";
import { traceLoad } from "./trace-load";
import { kb, measureFirstLoadJs, type FirstLoadJs } from "../lib/first-load-js";
import { measureNextFloor } from "../lib/next-floor";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const BASELINE = process.env.LIGHTHOUSE_BASELINE;
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const THIS_TREE = path.resolve(import.meta.dirname, "..", "..");

type Audit = {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** One-minute load average when the audit ended. */
  load: number;
};

type Tree = {
  name: string;
  dir: string;
  server: AppServer;
  pages: string[];
  audits: Audit[][];
  js: FirstLoadJs[];
  /** Per page, each traced load's blocking time at a real 4× slowdown. */
  tracedBlockingMs: number[][];
};

async function firstProductPath(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/mouth-inhalation`)).text();
  const match = html.match(/href="(\/products\/\d+)"/);
  if (!match) throw new Error("no product link on /mouth-inhalation");
  return match[1]!;
}

async function audit(url: string, port: number, reportName: string, attempt = 1): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "seo", "best-practices"],
    // Every run a first visit: Lighthouse clears the HTTP cache but by default keeps local storage,
    // where the font loader notes that Pretendard is cached.
    clearStorageTypes: ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage"],
  });
  const lhr = result!.lhr;
  // A busy machine sometimes loses the trace (NO_NAVSTART): such a run has no figures, so it is run again.
  if (lhr.runtimeError) {
    if (attempt >= 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    return audit(url, port, reportName, attempt + 1);
  }
  if (REPORT_DIR) writeFileSync(path.join(REPORT_DIR, `${reportName}.json`), JSON.stringify(lhr));
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    seo: score("seo"),
    bestPractices: score("best-practices"),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
    cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    load: os.loadavg()[0]!,
  };
}

/** A visitor who already confirmed the 19+ notice (the product page otherwise shows the notice). */
async function confirmAdult(port: number, baseUrls: string[]) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  await browser.contexts()[0]!.addCookies(baseUrls.map((url) => ({ name: "adult_ok", value: "1", url })));
  await browser.close();
}

async function startTree(name: string, dir: string): Promise<Tree> {
  // The crawler runs in its own worker process in production; here it would share the 2 vCPUs with the audit.
  const server = await startAppServer({ LOG_LEVEL: "warn", CRAWLER_ENABLED: "false" }, { cwd: dir });
  const pages = ["/", "/mouth-inhalation", await firstProductPath(server.baseUrl)];
  return { name, dir, server, pages, audits: pages.map(() => []), js: [], tracedBlockingMs: pages.map(() => []) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function tableRows(trees: Tree[], pageIndex: number, floorBytes: number): string[] {
  return trees.map((tree) => {
    const runs = tree.audits[pageIndex]!;
    const pick = (key: keyof Audit) => median(runs.map((run) => run[key]));
    const loads = runs.map((run) => run.load);
    const js = tree.js[pageIndex]!;
    const traced = tree.tracedBlockingMs[pageIndex]!;
    return `| \`${tree.pages[pageIndex]}\` | ${tree.name} | ${pick("performance")} (${runs.map((r) => r.performance).join(" / ")}) | **${pick("tbtMs")} ms** (${runs.map((r) => r.tbtMs).join(" / ")}) | ${median(traced)} ms (${traced.join(" / ")}) | ${seconds(pick("lcpMs"))} | ${pick("cls")} | ${pick("accessibility")} / ${pick("seo")} / ${pick("bestPractices")} | ${kb(js.bytes - floorBytes)} KB (${kb(js.bytes)} KB) | ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)} |`;
  });
}

function ratios(trees: Tree[], what: string, figure: (tree: Tree, pageIndex: number) => number): string {
  const [current, baseline] = trees;
  if (!current || !baseline) return "";
  const ratios = current.pages.map((page, index) => {
    const ratio = figure(baseline, index) ? (figure(current, index) / figure(baseline, index)).toFixed(2) : "–";
    return `\`${page}\` ${ratio}`;
  });
  return `${what} ratio (this tree ÷ ${baseline.name}, medians of the same run): ${ratios.join(" · ")}.`;
}

/** Each tree's first-load JS, then RUNS Lighthouse audits of each page, alternating the trees. */
async function auditAll(trees: Tree[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
    ],
  });
  try {
    await confirmAdult(
      chrome.port,
      trees.map((tree) => tree.server.baseUrl),
    );
    for (const tree of trees) {
      for (const page of tree.pages) tree.js.push(await measureFirstLoadJs(tree.server.baseUrl, page));
    }
    for (let pageIndex = 0; pageIndex < trees[0]!.pages.length; pageIndex++) {
      // Warm each server, as a visitor after the first would find it.
      for (const tree of trees) await fetch(`${tree.server.baseUrl}${tree.pages[pageIndex]}`);
      for (let run = 0; run < RUNS; run++) {
        for (const [treeIndex, tree] of trees.entries()) {
          const url = `${tree.server.baseUrl}${tree.pages[pageIndex]}`;
          tree.audits[pageIndex]!.push(await audit(url, chrome.port, `${treeIndex ? "baseline" : "this"}-p${pageIndex}-r${run}`));
        }
      }
    }
  } finally {
    await chrome.kill();
  }
}

/** One traced load's blocking time; a busy machine sometimes drops the renderer's events, so such a load is run again. */
async function tracedBlockingMs(browser: Browser, url: string, attempt = 1): Promise<number> {
  try {
    return (await traceLoad(browser, url)).blockingMs;
  } catch (error) {
    if (attempt >= 3) throw error;
    return tracedBlockingMs(browser, url, attempt + 1);
  }
}

/** RUNS traced loads of each page at a real 4× CPU slowdown, alternating the trees. */
async function traceAll(trees: Tree[]) {
  const browser = await launchChromium();
  try {
    for (let pageIndex = 0; pageIndex < trees[0]!.pages.length; pageIndex++) {
      for (let run = 0; run < RUNS; run++) {
        for (const tree of trees) {
          tree.tracedBlockingMs[pageIndex]!.push(await tracedBlockingMs(browser, `${tree.server.baseUrl}${tree.pages[pageIndex]}`));
        }
      }
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  execFileSync("npx", ["tsx", "scripts/ensure-build.ts"], { stdio: "inherit" });
  const baseline = BASELINE ? prepareBaselineTree(BASELINE) : null;
  if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
  const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  // Both trees run on this tree's node_modules, so one floor serves both.
  const floorBytes = await measureNextFloor(THIS_TREE);
  const trees = [await startTree(`this tree (${head})`, THIS_TREE)];
  if (baseline) trees.push(await startTree(baseline.commit, baseline.dir));
  try {
    await auditAll(trees);
    await traceAll(trees);
  } finally {
    for (const tree of trees) await tree.server.stop();
  }
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 10)}: Lighthouse 12, mobile preset (simulated Moto G Power, slow 4G), Debian Chromium, production builds on the embedded database with demo data, crawler off; ${RUNS} runs per page${baseline ? `, audits alternating between the two trees` : ""}, medians reported. 2 vCPU, shared with other builds: the load column is the one-minute load average over a page's audits.${baseline?.lockfileDiffers ? ` The older tree runs on this tree's node_modules (its lockfile lacks packages added since).` : ""}`,
    "",
    "| page | tree | performance (runs) | TBT (runs) | blocking at a real 4× (traces) | LCP | CLS | a11y / SEO / BP | first-load JS (gzip) over Next's floor (all of it) | load |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...trees[0]!.pages.flatMap((_, pageIndex) => tableRows(trees, pageIndex, floorBytes)),
    "",
    `Next's floor: ${kb(floorBytes)} KB, the first-load JavaScript of a blank App Router app (one layout, one page with a next/link Link) built in the same run with the same Next.js. The site's own is what a page loads beyond it.`,
    "",
    ratios(trees, "TBT", (tree, index) => median(tree.audits[index]!.map((run) => run.tbtMs))),
    "",
    `Blocking at a real 4×: ${RUNS} Chromium traces per page and tree after the audits, alternating, the CPU slowed 4× by Chromium itself (not simulated), a 412 px phone viewport, from navigation to 3 s after \`load\`; the sum of each long task's part over 50 ms (bench/lighthouse/trace-load.ts). Lighthouse instead multiplies an unthrottled trace's tasks by four and counts only those after its simulated first paint.`,
    "",
    ratios(trees, "Traced blocking", (tree, index) => median(tree.tracedBlockingMs[index]!)),
    "",
    "Baseline (JuiceGoblin, the reference site): performance 83 / 70 / 78, LCP 1.9 s / 4.3 s / 4.2 s. Aim: performance ≥ 95, accessibility ≥ 95, SEO 100, TBT ≤ 200 ms, own first-load JS ≤ 20 KB over Next's floor.",
  ];
  console.log(lines.join("\n"));
  updateBenchReadme("lighthouse", `## lighthouse — \`npx tsx bench/lighthouse/run.ts\`\n\n${lines.join("\n")}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
