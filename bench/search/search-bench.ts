/**
 * Search benchmark: 10,000 products in a scratch PostgreSQL database, server time of the header
 * autocomplete (suggestSearch) and of the results-page search, with and without the trigram
 * indexes (baseline: the planner forbidden index scans). Prints the plans of the main queries.
 *
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test node --conditions=react-server --import tsx bench/search/search-bench.ts
 */
import { randomBytes } from "node:crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { buildSearchFields } from "@/domains/catalog/search-fields";
import { manufacturers, products } from "@/domains/catalog/schema";
import { searchProducts } from "@/domains/search/search-products";
import { suggestSearch } from "@/domains/search/suggest-search";
import { DEMO_MANUFACTURERS, demoProducts } from "@/demo/catalog-model";
import { setDbHandle, type Db } from "@/platform/db/client";
import { applyMigrations } from "@/platform/db/migrate";
import * as schema from "@/platform/db/schema";

const PRODUCT_COUNT = 10_000;
const RUNS = 40;
const QUERIES = ["ㄹㅁ", "레몬", "레먼", "바이스랩", "ㅂㄹㅂㄹ", "딸기 치즈", "아이스", "망", "민트 30ml", "ㅋㄹㅅ ㅇㅊ", "클래식 연초", "샤인머스켓", "vanilla"];
const EDITIONS = ["", " 리미티드", " 시즌2", " 프리미엄", " 오리지널", " 더블샷", " 라이트", " 스페셜", " 리뉴얼", " 블랙라벨", " 골드", " 미니", " 맥스", " 하드", " 소프트", " 클리어"];

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";

async function createScratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_search_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** 10,000 products: the demo catalogue's 320 names in editions, spread over the demo makers. */
async function seedCatalogue(db: Db): Promise<void> {
  const makers = await db.insert(manufacturers).values(DEMO_MANUFACTURERS.map((m) => ({ name: m.name, slug: m.slug }))).returning();
  const base = demoProducts();
  const rows = Array.from({ length: PRODUCT_COUNT }, (_, i) => {
    const demo = base[i % base.length]!;
    const maker = makers[(i * 7 + Math.floor(i / base.length)) % makers.length]!;
    const name = `${demo.name}${EDITIONS[Math.floor(i / base.length) % EDITIONS.length]}`;
    return {
      manufacturerId: maker.id,
      name,
      inhalation: demo.inhalation,
      flavorTags: demo.flavorTags,
      nicotineForm: demo.nicotineForm,
      nicotineSource: demo.nicotineSource,
      nicotineMg: demo.nicotineMg,
      volumeMl: demo.volumeMl,
      visible: i % 50 !== 0,
      popularity: (i * 7919) % 1000,
      lowestPrice: 9_000 + ((i * 131) % 20_000),
      ...buildSearchFields({ name, manufacturerName: maker.name, flavorTags: demo.flavorTags }),
    };
  });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(products).values(rows.slice(i, i + 1000));
  await db.execute("ANALYZE");
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function time(label: string, fn: (q: string) => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (const q of QUERIES) await fn(q);
  const all: number[] = [];
  const perQuery: string[] = [];
  for (const q of QUERIES) {
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      await fn(q);
      samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    all.push(...samples);
    perQuery.push(`${q}=${percentile(samples, 50).toFixed(1)}`);
  }
  all.sort((a, b) => a - b);
  const result = { p50: percentile(all, 50), p95: percentile(all, 95) };
  console.log(`${label.padEnd(34)} p50 ${result.p50.toFixed(2)} ms  p95 ${result.p95.toFixed(2)} ms   (p50 per query: ${perQuery.join(", ")})`);
  return result;
}

async function main() {
  const scratch = await createScratchDatabase();
  const pool = new pg.Pool({ connectionString: scratch.url, max: 4 });
  const logged: Array<{ query: string; params: unknown[] }> = [];
  const db = drizzle({ client: pool, schema, logger: { logQuery: (query, params) => void logged.push({ query, params }) } }) as unknown as Db;
  try {
    const handle = { db, driver: "postgres" as const, close: () => pool.end() };
    await applyMigrations(handle);
    setDbHandle(handle);
    const seeded = performance.now();
    await seedCatalogue(db);
    console.log(`seeded ${PRODUCT_COUNT} products in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

    const suggest = await time("autocomplete (suggestSearch)", (q) => suggestSearch({ q }));
    const results = await time("results page (searchProducts 24)", (q) => searchProducts({ q, limit: 24 }));
    // Baseline: the same searches when PostgreSQL may not use any index (sequential scans).
    await pool.query("ALTER DATABASE " + new URL(scratch.url).pathname.slice(1) + " SET enable_bitmapscan = off");
    await pool.query("ALTER DATABASE " + new URL(scratch.url).pathname.slice(1) + " SET enable_indexscan = off");
    await pool.end();
    const basePool = new pg.Pool({ connectionString: scratch.url, max: 4 });
    setDbHandle({ db: drizzle({ client: basePool, schema }) as unknown as Db, driver: "postgres", close: () => basePool.end() });
    const baseline = await time("baseline autocomplete, no indexes", (q) => suggestSearch({ q }));
    console.log(`autocomplete p95 ${suggest.p95.toFixed(2)} ms vs ${baseline.p95.toFixed(2)} ms without indexes: ${(baseline.p95 / suggest.p95).toFixed(1)}× faster (results page p95 ${results.p95.toFixed(2)} ms)`);
    await basePool.end();

    console.log("\nPlans (indexes allowed):");
    const explainPool = new pg.Pool({ connectionString: scratch.url, max: 1 });
    const client = await explainPool.connect();
    await client.query("SET enable_bitmapscan = on; SET enable_indexscan = on; SET pg_trgm.word_similarity_threshold = 0.3");
    logged.length = 0;
    setDbHandle({ db, driver: "postgres", close: async () => {} });
    const explainPoolForDb = new pg.Pool({ connectionString: scratch.url, max: 1 });
    const explainDb = drizzle({ client: explainPoolForDb, schema, logger: { logQuery: (query, params) => void logged.push({ query, params }) } }) as unknown as Db;
    setDbHandle({ db: explainDb, driver: "postgres", close: () => explainPoolForDb.end() });
    for (const q of ["레몬", "ㄹㅁ", "ㅋㄹㅅ ㅇㅊ", "샤인머스켓"]) {
      logged.length = 0;
      await searchProducts({ q, limit: 8, typos: "fill" });
      for (const { query, params } of logged.filter((entry) => entry.query.startsWith("select") && entry.query.includes("search_"))) {
        const plan = await client.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING ON) ${query}`, params);
        const lines = plan.rows.map((row: Record<string, string>) => row["QUERY PLAN"]);
        console.log(`\n-- ${q}: ${query.slice(0, 90)}…\n${lines.filter((line: string) => /Scan|Execution|Rows Removed|Index Cond|Heap Blocks/.test(line)).join("\n")}`);
      }
    }
    client.release();
    await explainPool.end();
    await explainPoolForDb.end();
  } finally {
    if (process.env.KEEP_DB) console.log(`kept ${scratch.url}`);
    else await scratch.drop();
  }
}

await main();
