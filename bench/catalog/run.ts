/**
 * Catalogue benchmark: a generated large catalogue (10,000 products, 80,000 offers, 5,000,000 history
 * rows) in a scratch PostgreSQL database; p50/p95 server time of the listing, the product page and
 * autocomplete over HTTP from the production build, beside plain node:http serving the same bytes,
 * plus the queries alone in process; then throughput of the default configuration (page cache, Redis) for a
 * visitor and a member over ≥ 100 listing URLs and ≥ 100 product pages, with a price change checked during it.
 * Writes the "catalog" section of bench/README.md, drops the database.
 *
 *   npx tsx bench/catalog/run.ts   (BENCH_DATABASE_URL, BENCH_REDIS_URL, BENCH_RUNS, BENCH_SECONDS, NEXT_DIST_DIR,
 *                                   BENCH_KEEP_DATABASE=1 / BENCH_REUSE_DATABASE_URL to generate the catalogue once)
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { openPostgres } from "@/platform/db/client";
import { applyMigrations } from "@/platform/db/migrate";
import { queryRows } from "@/platform/db/rows";
import { claimScratchRedisDb, createScratchDatabase } from "../../scripts/cluster/scratch-stores";
import { startAppServer } from "@tests/support/app-server";
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
import { measureThroughput, type Throughput } from "./throughput";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/postgres";
const redisServerUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const SECRET = "bench-catalog-secret-0123456789abcdef";
/** The figures the page-cache work started from (a member's pages rendered on every request; HTML sizes of that build). */
const PREVIOUS = { listing: 61, product: 67, listingKb: 141, productKb: 90 };
/** HTML of the first listing and product URL as this benchmark measured it on the tree before the page-weight work (2026-11-25, stop 24). */
const BEFORE_WEIGHT = { listingKb: 95.7, productKb: 79.5 };
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ratioTo = (rows: string[], name: string, before: number) =>
  (
    Number(
      rows
        .find((row) => row.startsWith(`| ${name}`))!
        .split("|")[2]!
        .replace(/[^\d]/g, ""),
    ) / before
  ).toFixed(1);
const uptimeLoad = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const COOKIE = { cookie: "adult_ok=1" };
const log = (message: string) => console.log(`[bench catalog] ${message}`);

const fetchText = async (url: string) => {
  const response = await fetch(url, { headers: COOKIE });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return { body: Buffer.from(await response.arrayBuffer()), type: response.headers.get("content-type") ?? "text/html; charset=utf-8" };
};

/** A member row in the generated catalogue and next-auth's session cookie for it, signed with the server's secret. */
async function memberCookieFor(dbUrl: string): Promise<string> {
  const handle = openPostgres(dbUrl, { max: 1 });
  try {
    const [member] = await queryRows<{ id: string; token_version: number }>(
      handle.db,
      sql`insert into app_user (email, nickname, birth_year) values ('bench-member@example.kr', '벤치회원', 1990)
          on conflict (email) do update set nickname = excluded.nickname returning id, token_version`,
    );
    const token = {
      sub: member!.id,
      name: "벤치회원",
      email: "bench-member@example.kr",
      grade: "NORMAL" as const,
      ver: member!.token_version,
    };
    return `next-auth.session-token=${await encode({ secret: SECRET, token: { ...token, chk: Date.now() } })}`;
  } finally {
    await handle.close();
  }
}

/** A generated catalogue: `BENCH_REUSE_DATABASE_URL` (kept from an earlier run with `BENCH_KEEP_DATABASE=1`), else a new scratch database. */
async function catalogueDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const reuse = process.env.BENCH_REUSE_DATABASE_URL;
  if (reuse) return { url: reuse, drop: async () => {} };
  const scratch = await createScratchDatabase(serverUrl, "bench_catalog");
  const started = Date.now();
  const handle = openPostgres(scratch.url, { max: 2 });
  await applyMigrations(handle);
  await generateCatalogue(handle.db, log);
  await handle.close();
  log(`생성 ${((Date.now() - started) / 1000).toFixed(0)}s (${scratch.url})`);
  return process.env.BENCH_KEEP_DATABASE ? { url: scratch.url, drop: async () => {} } : scratch;
}

async function main() {
  const scratch = await catalogueDatabase();
  const redis = await claimScratchRedisDb(redisServerUrl);
  try {
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
    const serverEnv = { DATABASE_URL: scratch.url, LOG_LEVEL: "warn", CRAWLER_ENABLED: "false", NEXTAUTH_SECRET: SECRET };
    const app = await startAppServer({ ...serverEnv, PAGE_CACHE_SECONDS: "0", CATALOGUE_CACHE_SECONDS: "0" });
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
    // The default configuration with Redis: the page cache shared by visitors and members, price events over Redis.
    const cachedApp = await startAppServer({ ...serverEnv, REDIS_URL: redis.url });
    let throughput: Throughput;
    const loadBefore = uptimeLoad();
    try {
      throughput = await measureThroughput({
        baseUrl: cachedApp.baseUrl,
        dbUrl: scratch.url,
        redisUrl: redis.url,
        memberCookie: await memberCookieFor(scratch.url),
        seconds: SECONDS,
      });
    } finally {
      await cachedApp.stop();
    }
    const loadAfter = uptimeLoad();

    const ratio = (t: Timing) => (t.p95 / baselineTiming.p95).toFixed(1);
    const rows = Object.entries(http).map(([k, t]) => `| ${k} (HTTP, rendered) | ${t.p50} | ${t.p95} | ${ratio(t)}× |`);
    const queryRows = Object.entries(queries).map(([k, t]) => `| \`${k}\` (in process) | ${t.p50} | ${t.p95} | |`);
    const plain = load["plain node:http, listing bytes"]!;
    const loadRow = (k: string, r: LoadResult, base: LoadResult) =>
      `| ${k} | ${r.requestsPerSecond.toLocaleString("en")} | ${r.p50} | ${r.p99} | ${(r.requestsPerSecond / base.requestsPerSecond).toFixed(2)} | ${r.errors + r.non2xx} |`;
    const loadRows = Object.entries(load).map(([k, r]) => loadRow(k, r, plain));
    const plainListing = throughput.rows.find(([k]) => k.includes("listing's bytes"))![1];
    const plainProduct = throughput.rows.find(([k]) => k.includes("product page's bytes"))![1];
    const throughputRows = throughput.rows.map(([k, r]) =>
      loadRow(k, r, k.startsWith("product") || k.includes("product page's") ? plainProduct : plainListing),
    );
    const { priceCheck } = throughput;
    const markdown = [
      "## catalog — `npx tsx bench/catalog/run.ts`",
      "",
      `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 vCPU, shared with other work; load average ${loadBefore} before the throughput runs, ${loadAfter} after), PostgreSQL and Redis on loopback, production build.`,
      `Catalogue: ${SIZE.products.toLocaleString("en")} products, ${(SIZE.products * SIZE.offersPerProduct).toLocaleString("en")} offers, ${SIZE.history.toLocaleString("en")} price-history rows.`,
      "",
      `Throughput at 50 connections, ${SECONDS} s each, default configuration with \`REDIS_URL\` (page cache on, shared by visitors and members),`,
      "after one pass over every URL (the first view of each renders); autocannon rotates over the URLs; the member sends only their session cookie:",
      "",
      "| server | req/s | p50 ms | p99 ms | ratio to node:http | errors |",
      "|---|---|---|---|---|---|",
      ...throughputRows,
      "",
      `Before (the anonymous-only micro-cache; a member always rendered): member listing ${PREVIOUS.listing} req/s, product page ${PREVIOUS.product} req/s at 50 connections;`,
      `now ${ratioTo(throughputRows, "listing, member", PREVIOUS.listing)}× and ${ratioTo(throughputRows, "product page, member", PREVIOUS.product)}×. HTML before: listing ${PREVIOUS.listingKb} KB, product page ${PREVIOUS.productKb} KB`,
      "(the figures before the page cache; this benchmark measured 187 KB and 122 KB on the tree the page-cache work started from).",
      "",
      `Price change during the member's listing run (product ${priceCheck.productId} set to ${priceCheck.price.toLocaleString("en")}원 by another process, events over Redis):`,
      `visible on its product page ${priceCheck.productPageMs} ms and on \`${priceCheck.listing}\` ${priceCheck.listingMs} ms after the commit (aim < 1,000 ms).`,
      `HTML (identity, as a visitor): listing ${kb(throughput.bytes.listing)} KB, product page ${kb(throughput.bytes.product)} KB (the first URL of each;`,
      `${BEFORE_WEIGHT.listingKb} KB and ${BEFORE_WEIGHT.productKb} KB before the page-weight work: ${(throughput.bytes.listing / 1024 / BEFORE_WEIGHT.listingKb).toFixed(2)}× and ${(throughput.bytes.product / 1024 / BEFORE_WEIGHT.productKb).toFixed(2)}×).`,
      `Over every URL above: listing median ${kb(throughput.weight.listing.median)} KB, largest ${kb(throughput.weight.listing.max)} KB (${throughput.weight.listing.count} URLs, 24 tiles a page; aim < 60 KB);`,
      `product page median ${kb(throughput.weight.product.median)} KB, largest ${kb(throughput.weight.product.max)} KB (${throughput.weight.product.count} pages; aim < 50 KB).`,
      "",
      "Render time, page cache off (every request renders; the server's data caches stay on, as in production:",
      "price history per product and history version, similar-product ids 60 s, facet counts 30 s or until a price event).",
      `One request at a time over loopback, ${RUNS} runs each, rotating over ${LISTING_VARIANTS.length} listing URLs (filters, sorts, deep pages), ${PRODUCT_IDS.length} products and ${AUTOCOMPLETE_QUERIES.length} autocomplete queries;`,
      `"first view" rows ask for each of ${COLD_PRODUCT_IDS.length} other products / ${NEW_FILTER_LISTINGS.length} new filter sets once.`,
      "",
      "| what | p50 ms | p95 ms | p95 vs plain node:http |",
      "|---|---|---|---|",
      ...rows,
      `| plain node:http, same listing bytes (${(bytes.listing / 1024).toFixed(0)} KB) | ${baselineTiming.p50} | ${baselineTiming.p95} | 1.0× |`,
      ...queryRows,
      "",
      `Aim: listing and product page p95 < 50 ms, autocomplete < 20 ms. Product page HTML ${(bytes.product / 1024).toFixed(0)} KB.`,
      "",
      `Throughput at 50 connections, ${SECONDS} s each, one URL each, page cache off (every request renders):`,
      "",
      "| server | req/s | p50 ms | p99 ms | ratio to node:http | errors |",
      "|---|---|---|---|---|---|",
      ...loadRows,
    ].join("\n");
    console.log(markdown);
    updateBenchReadme("catalog", markdown);
  } finally {
    await redis.release();
    await scratch.drop();
    log("임시 데이터베이스 정리");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
