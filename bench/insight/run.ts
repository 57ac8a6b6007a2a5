/**
 * Price insight benchmark (issue 32): computing every product's typical range and label on the catalogue bench's
 * 10,000 products and 5,000,000 history rows in PostgreSQL (aim < 30 s for all), and one product's, as a change of its
 * lowest does inside the crawl's transaction (aim < 20 ms). Writes its README part.
 *
 *   npx tsx bench/insight/run.ts   (BENCH_DATABASE_URL; BENCH_REUSE_DATABASE_URL: a catalogue kept by bench/catalog)
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { refreshPriceInsights } from "@/domains/catalog/refresh-price-insights";
import { openPostgres } from "@/platform/db/client";
import { applyMigrations } from "@/platform/db/migrate";
import { queryRows } from "@/platform/db/rows";
import { createScratchDatabase } from "../../scripts/cluster/scratch-stores";
import { generateCatalogue, SIZE } from "../catalog/generate-catalogue";
import { updateBenchReadme } from "../lib/update-bench-readme";

const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/postgres";
const BATCH = 500;
const SINGLE_RUNS = 50;
const log = (message: string) => console.log(`[bench insight] ${message}`);

async function main() {
  const reuse = process.env.BENCH_REUSE_DATABASE_URL;
  const scratch = reuse ? { url: reuse, drop: async () => {} } : await createScratchDatabase(serverUrl, "bench_insight");
  const handle = openPostgres(scratch.url, { max: 2 });
  try {
    if (!reuse) {
      await applyMigrations(handle);
      await generateCatalogue(handle.db, log);
    }
    const db = handle.db;
    const ids = (await queryRows<{ id: number }>(db, sql`select id from product order by id`)).map((r) => Number(r.id));
    const now = new Date();

    const allStarted = performance.now();
    for (let i = 0; i < ids.length; i += BATCH) await refreshPriceInsights(db, ids.slice(i, i + BATCH), now);
    const allMs = performance.now() - allStarted;
    log(`전체 ${ids.length}개 ${(allMs / 1000).toFixed(1)}s`);

    const single: number[] = [];
    for (let run = 0; run < SINGLE_RUNS; run++) {
      const id = ids[(run * 7919) % ids.length]!;
      const started = performance.now();
      await db.transaction((tx) => refreshPriceInsights(tx as unknown as typeof db, [id], now));
      single.push(performance.now() - started);
    }
    single.sort((a, b) => a - b);
    const [labels] = await queryRows<{ low: number; typical: number; high: number; none: number }>(
      db,
      sql`select count(*) filter (where price_insight = 'low')::int as low, count(*) filter (where price_insight = 'typical')::int as typical,
            count(*) filter (where price_insight = 'high')::int as high, count(*) filter (where price_insight is null)::int as none from product`,
    );
    const load = os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" / ");
    updateBenchReadme(
      "insight",
      `## insight — \`npx tsx bench/insight/run.ts\`

Measured ${now.toISOString().slice(0, 10)} on this machine (${os.cpus().length} vCPU, shared; load average ${load} after), PostgreSQL on loopback.
Catalogue: ${SIZE.products.toLocaleString("en-US")} products, ${(SIZE.products * SIZE.offersPerProduct).toLocaleString("en-US")} offers, ${SIZE.history.toLocaleString("en-US")} price-history rows (bench/catalog's generator).

| work | time | aim |
|---|---|---|
| every product's range and label (${BATCH} a query, as the daily recompute) | ${(allMs / 1000).toFixed(1)} s | < 30 s |
| one product's (in a transaction, as a change of its lowest), median of ${SINGLE_RUNS} | ${single[Math.floor(single.length / 2)]!.toFixed(1)} ms | < 20 ms |
| one product's, slowest of ${SINGLE_RUNS} | ${single[single.length - 1]!.toFixed(1)} ms | |

Labels after the run: 평소보다 낮음 ${labels!.low}, 평소 가격 ${labels!.typical}, 평소보다 높음 ${labels!.high}, none ${labels!.none}.`,
    );
  } finally {
    await handle.close();
    await scratch.drop();
  }
}

await main();
