/**
 * Search benchmark: 10,000 products in a scratch PostgreSQL database; in-process server time of the
 * header autocomplete (suggestSearch) and the results-page search, beside a baseline of the same
 * searches with index scans forbidden; the plans of the main queries. Writes its bench/README.md part.
 *
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test node --conditions=react-server --import tsx bench/search/search-bench.ts
 */
import { randomBytes } from "node:crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { buildSearchFields } from "@/platform/text/search-fields";
import { manufacturers, products } from "@/domains/catalog/schema";
import { searchProducts } from "@/domains/search/search-products";
import { suggestSearch } from "@/domains/search/suggestions";
import { DEMO_MANUFACTURERS, demoProducts } from "@/demo/catalog-model";
import { setDbHandle, type Db } from "@/platform/db/client";
import { applyMigrations } from "@/platform/db/migrate";
import { updateBenchReadme } from "../lib/update-bench-readme";

const PRODUCT_COUNT = 10_000;
const RUNS = 40;
const QUERIES = [
  "ㄹㅁ",
  "레몬",
  "레먼",
  "래몬",
  "바이스랩",
  "ㅂㄹㅂㄹ",
  "딸기 치즈",
  "아이스",
  "망",
  "민트 30ml",
  "ㅋㄹㅅ ㅇㅊ",
  "클래식 연초",
  "샤인머스켓",
  "vanilla",
];
const PLANNED = ["레몬", "ㅋㄹㅅ ㅇㅊ", "클래식 연초", "샤인머스켓", "래몬"];
const EDITIONS = [
  "",
  " 리미티드",
  " 시즌2",
  " 프리미엄",
  " 오리지널",
  " 더블샷",
  " 라이트",
  " 스페셜",
  " 리뉴얼",
  " 블랙라벨",
  " 골드",
  " 미니",
  " 맥스",
  " 하드",
  " 소프트",
  " 클리어",
];

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";
type Logged = { query: string; params: unknown[] };

async function withAdmin(run: (client: pg.Client) => Promise<unknown>) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}

/** A pool-backed Db installed as the process-wide one, recording the SQL it sends. */
function installDb(url: string, logged: Logged[]) {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const db = drizzle({
    client: pool,
    logger: { logQuery: (query, params) => void logged.push({ query, params }) },
  }) as unknown as Db;
  const handle = { db, driver: "postgres" as const, close: () => pool.end() };
  setDbHandle(handle);
  return { pool, handle };
}

/** 10,000 products: the demo catalogue's 320 names in editions, spread over the demo makers; 2% hidden. */
async function seedCatalogue(db: Db): Promise<void> {
  const makers = await db
    .insert(manufacturers)
    .values(DEMO_MANUFACTURERS.map((m) => ({ name: m.name, slug: m.slug })))
    .returning();
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
type Timing = { p50: number; p95: number; perQuery: string };

async function time(fn: (q: string) => Promise<unknown>): Promise<Timing> {
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
    perQuery.push(`${q} ${percentile(samples, 50).toFixed(1)}`);
  }
  all.sort((a, b) => a - b);
  return { p50: percentile(all, 50), p95: percentile(all, 95), perQuery: perQuery.join(", ") };
}

/** One plan's row: every scan of `product` with its index condition (a BitmapOr has one per indexed condition). */
function describeRead(q: string, plan: string[]): string {
  const reads = plan.flatMap((line, i) => {
    if (!/Index Scan on product|Seq Scan on product/.test(line)) return [];
    const access = line
      .trim()
      .replace(/\s*\(actual.*$/, "")
      .replace(/^->\s*/, "");
    const cond = /Index Cond/.test(plan[i + 1] ?? "") ? ` (${plan[i + 1]!.trim().replace(/::text/g, "")})` : "";
    return [`${access}${cond}`];
  });
  const took = plan.find((line) => line.startsWith("Execution Time"))!.replace("Execution Time: ", "");
  return `| \`${q}\` | ${reads.join(" + ") || "?"} | ${took} |`;
}

/**
 * How PostgreSQL reads `product` for each planned query's autocomplete SQL, each explained in a
 * transaction with the settings the search set before it (the typo query's `set_config`).
 */
async function describePlans(pool: pg.Pool, logged: Logged[]): Promise<string[]> {
  const lines: string[] = [];
  const client = await pool.connect();
  try {
    for (const q of PLANNED) {
      logged.length = 0;
      await searchProducts({ q, limit: 8, typos: "fill", counted: false });
      let settings: Logged | undefined;
      for (const entry of logged) {
        if (entry.query.includes("set_config(")) settings = entry;
        if (!entry.query.startsWith("select") || !entry.query.includes("search_")) continue;
        await client.query("BEGIN");
        try {
          if (settings) await client.query(settings.query, settings.params);
          const plan = await client.query(`EXPLAIN (ANALYZE, COSTS OFF) ${entry.query}`, entry.params);
          lines.push(
            describeRead(
              q,
              plan.rows.map((row: Record<string, string>) => row["QUERY PLAN"]!),
            ),
          );
        } finally {
          await client.query("ROLLBACK");
        }
      }
    }
  } finally {
    client.release();
  }
  return lines;
}

async function main() {
  const name = `bench_search_${randomBytes(4).toString("hex")}`;
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  await withAdmin((admin) => admin.query(`CREATE DATABASE "${name}"`));
  const logged: Logged[] = [];
  try {
    const { pool, handle } = installDb(url, logged);
    await applyMigrations(handle);
    const seeding = performance.now();
    await seedCatalogue(handle.db);
    console.log(`seeded ${PRODUCT_COUNT} products in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
    const suggest = await time((q) => suggestSearch({ q }));
    console.log("autocomplete", suggest);
    const results = await time((q) => searchProducts({ q, limit: 24 }));
    console.log("results page", results);
    const plans = await describePlans(pool, logged);
    await pool.end();

    // Baseline: the same autocomplete when PostgreSQL may not use any index (sequential scans only).
    await withAdmin((admin) =>
      admin.query(`ALTER DATABASE "${name}" SET enable_bitmapscan = off; ALTER DATABASE "${name}" SET enable_indexscan = off`),
    );
    const baselineDb = installDb(url, []);
    const baseline = await time((q) => suggestSearch({ q }));
    console.log("baseline", baseline);
    await baselineDb.pool.end();

    const row = (label: string, t: Timing) => `| ${label} | ${t.p50.toFixed(1)} | ${t.p95.toFixed(1)} |`;
    updateBenchReadme(
      "search",
      `## search — \`node --conditions=react-server --import tsx bench/search/search-bench.ts\`

Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 vCPU, shared with other work: read the ratio more than the absolute figures),
PostgreSQL 15, ${PRODUCT_COUNT.toLocaleString("en")} products, ${QUERIES.length} queries × ${RUNS} runs, in-process server time (SQL round trips included, HTTP excluded).

| what | p50 ms | p95 ms |
|---|---|---|
${row("autocomplete (`suggestSearch`, 8 products + makers)", suggest)}
${row("results page (`searchProducts`, 24 + total)", results)}
${row("baseline: autocomplete with index scans forbidden", baseline)}

Autocomplete p95 ratio to the baseline: ${(baseline.p95 / suggest.p95).toFixed(1)}× faster (aim: p95 < 20 ms).
Per query p50 (ms): ${suggest.perQuery}.

| query | how \`product\` is read | execution |
|---|---|---|
${plans.join("\n")}

Words of three or more syllables use the \`gin_trgm_ops\` index on \`search_text\`, typo candidates the one on
\`search_jamo\` (the text in jamo, so \`래몬\` still shares trigrams with \`레몬\`); one- and two-syllable words and
short 초성 keys have no trigram to look up, so PostgreSQL scans (they match hundreds to thousands of rows anyway).`,
    );
  } finally {
    await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  }
}

await main();
