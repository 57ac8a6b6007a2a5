/**
 * Catalogue benchmark: a generated large catalogue (10,000 products, 80,000 offers, 5,000,000 history
 * rows) in a scratch PostgreSQL database; p50/p95 server time of the listing, the product page and
 * autocomplete over HTTP from the production build, beside plain node:http serving the same bytes,
 * plus the queries alone in process. Writes the "catalog" section of bench/README.md, drops the database.
 *
 *   npx tsx bench/catalog/run.ts        (BENCH_DATABASE_URL, BENCH_RUNS, BENCH_SECONDS, NEXT_DIST_DIR)
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { openPostgres } from "@/platform/db/client";
import { applyMigrations } from "@/platform/db/migrate";
import { createScratchDatabase } from "../../scripts/cluster/scratch-stores";
import { startAppServer } from "../../tests/support/app-server";
import { measureLoad, startStaticBaseline, type LoadResult } from "../lib/load";
import { updateBenchReadme } from "../lib/update-bench-readme";
import { generateCatalogue, SIZE } from "./generate-catalogue";
import {
  AUTOCOMPLETE_QUERIES,
  COLD_PRODUCT_IDS,
  LISTING_VARIANTS,
  NEW_FILTER_LISTINGS,
  PRODUCT_IDS,
  RUNS,
  timeEach,
  timeFirst,
  type Timing,
} from "./timing";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/postgres";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const COOKIE = { cookie: "adult_ok=1" };
const log = (message: string) => console.log(`[bench catalog] ${message}`);

const fetchText = async (url: string) => {
  const response = await fetch(url, { headers: COOKIE });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return { body: Buffer.from(await response.arrayBuffer()), type: response.headers.get("content-type") ?? "text/html; charset=utf-8" };
};

async function main() {
  const scratch = await createScratchDatabase(serverUrl, "bench_catalog");
  try {
    const started = Date.now();
    const handle = openPostgres(scratch.url, { max: 2 });
    await applyMigrations(handle);
    await generateCatalogue(handle.db, log);
    await handle.close();
    log(`생성 ${((Date.now() - started) / 1000).toFixed(0)}s`);

    const queries = JSON.parse(
      execFileSync(process.execPath, ["--conditions=react-server", "--import", "tsx", "bench/catalog/queries.ts", scratch.url], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
      })
        .trim()
        .split("\n")
        .at(-1)!,
    ) as Record<string, Timing>;
    log("쿼리 측정 완료");

    // Reuses an existing production build (others keep changing sources in a shared tree); builds only when there is none.
    if (!existsSync(path.join(process.env.NEXT_DIST_DIR || ".next", "BUILD_ID")))
      execFileSync("npx", ["next", "build"], { stdio: "inherit" });
    // No crawler in the web process: in production it runs in workers; here it would only add noise.
    const serverEnv = { DATABASE_URL: scratch.url, LOG_LEVEL: "warn", CRAWLER_ENABLED: "false" };
    const app = await startAppServer({ ...serverEnv, PAGE_CACHE_SECONDS: "0" });
    let http: Record<string, Timing>;
    let load: Record<string, LoadResult>;
    let baselineTiming: Timing;
    let bytes: { listing: number; product: number };
    try {
      const get = (path: string) => fetchText(`${app.baseUrl}${path}`);
      http = {
        "listing page": await timeEach(LISTING_VARIANTS, get),
        "listing page, a filter set never asked before (facet counts cold)": await timeFirst(NEW_FILTER_LISTINGS, get),
        "product page": await timeEach(
          PRODUCT_IDS.map((id) => `/products/${id}`),
          get,
        ),
        "product page, first view of each product (its cached data cold)": await timeFirst(
          COLD_PRODUCT_IDS.map((id) => `/products/${id}`),
          get,
        ),
        autocomplete: await timeEach(
          AUTOCOMPLETE_QUERIES.map((q) => `/api/search/suggest?q=${encodeURIComponent(q)}`),
          get,
        ),
      };
      log("HTTP 순차 측정 완료");
      const listingPage = await get(LISTING_VARIANTS[0]!);
      const productPage = await get(`/products/${PRODUCT_IDS[0]}`);
      bytes = { listing: listingPage.body.length, product: productPage.body.length };
      const baseline = await startStaticBaseline(listingPage.body, { "content-type": listingPage.type });
      try {
        baselineTiming = await timeEach([baseline.url], (u) => fetch(u).then((r) => r.arrayBuffer()));
        load = {
          "listing page": await measureLoad(`${app.baseUrl}${LISTING_VARIANTS[1]}`, { seconds: SECONDS, headers: COOKIE }),
          "product page": await measureLoad(`${app.baseUrl}/products/${PRODUCT_IDS[1]}`, { seconds: SECONDS, headers: COOKIE }),
          "plain node:http, listing bytes": await measureLoad(baseline.url, { seconds: SECONDS }),
        };
      } finally {
        await baseline.close();
      }
    } finally {
      await app.stop();
    }
    // (b) The default configuration, for comparison only: repeated anonymous views come from the micro-cache.
    const cachedApp = await startAppServer(serverEnv);
    let served: Record<string, Timing>;
    try {
      const get = (path: string) => fetchText(`${cachedApp.baseUrl}${path}`);
      served = {
        "listing page": await timeEach(LISTING_VARIANTS, get),
        "product page": await timeEach(
          PRODUCT_IDS.map((id) => `/products/${id}`),
          get,
        ),
      };
    } finally {
      await cachedApp.stop();
    }

    const ratio = (t: Timing) => (t.p95 / baselineTiming.p95).toFixed(1);
    const rows = Object.entries(http).map(([k, t]) => `| ${k} (HTTP, rendered) | ${t.p50} | ${t.p95} | ${ratio(t)}× |`);
    const servedRows = Object.entries(served).map(
      ([k, t]) => `| ${k} (HTTP, served from the micro-cache when fresh) | ${t.p50} | ${t.p95} |`,
    );
    const queryRows = Object.entries(queries).map(([k, t]) => `| \`${k}\` (in process) | ${t.p50} | ${t.p95} | |`);
    const plain = load["plain node:http, listing bytes"]!;
    const loadRows = Object.entries(load).map(
      ([k, r]) =>
        `| ${k} | ${r.requestsPerSecond.toLocaleString("en")} | ${r.p50} | ${r.p99} | ${(r.requestsPerSecond / plain.requestsPerSecond).toFixed(2)} | ${r.errors + r.non2xx} |`,
    );
    const markdown = [
      "## catalog — `npx tsx bench/catalog/run.ts`",
      "",
      `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 vCPU, shared with other work), PostgreSQL on loopback, production build,`,
      `micro-cache off (every request renders). Catalogue: ${SIZE.products.toLocaleString("en")} products, ${(SIZE.products * SIZE.offersPerProduct).toLocaleString("en")} offers, ${SIZE.history.toLocaleString("en")} price-history rows.`,
      `Server time = one request at a time over loopback, ${RUNS} runs each, rotating over ${LISTING_VARIANTS.length} listing URLs (filters, sorts, deep pages), ${PRODUCT_IDS.length} products and ${AUTOCOMPLETE_QUERIES.length} autocomplete queries;`,
      `"first view" rows ask for each of ${COLD_PRODUCT_IDS.length} other products / ${NEW_FILTER_LISTINGS.length} new filter sets once. The server's data caches stay on, as in production`,
      "(price history per product and history version, similar-product ids 60 s, facet counts 30 s or until a price event): the first-view rows show them cold.",
      "",
      "| what | p50 ms | p95 ms | p95 vs plain node:http |",
      "|---|---|---|---|",
      ...rows,
      `| plain node:http, same listing bytes (${(bytes.listing / 1024).toFixed(0)} KB) | ${baselineTiming.p50} | ${baselineTiming.p95} | 1.0× |`,
      ...queryRows,
      "",
      `Aim: listing and product page p95 < 50 ms, autocomplete < 20 ms. Product page HTML ${(bytes.product / 1024).toFixed(0)} KB.`,
      "",
      "Not render time — the same anonymous URLs as served in the default configuration (micro-cache on, pages up to `PAGE_CACHE_SECONDS` = 10 s old):",
      "",
      "| what | p50 ms | p95 ms |",
      "|---|---|---|",
      ...servedRows,
      "",
      `Throughput at 50 connections, ${SECONDS} s each (micro-cache off):`,
      "",
      "| server | req/s | p50 ms | p99 ms | ratio to node:http | errors |",
      "|---|---|---|---|---|---|",
      ...loadRows,
    ].join("\n");
    console.log(markdown);
    updateBenchReadme("catalog", markdown);
  } finally {
    await scratch.drop();
    log("임시 데이터베이스 삭제");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
