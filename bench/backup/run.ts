/**
 * Backup and restore time for the large catalogue (bench/catalog/generate-catalogue.ts: 10,000 products, 80,000 offers,
 * 5,000,000 history rows, generated inside the database by set-based SQL) on embedded PGlite and on PostgreSQL: the real
 * commands, `npm run backup` and `npm run restore`, each beside the plain tool alone in the same run (`tar czf` /
 * `tar xzf` of the PGlite folder; `pg_dump -Fc` / `pg_restore`). Writes the "backup" section of bench/README.md.
 *
 *   npx tsx bench/backup/run.ts   (BENCH_DATABASE_URL: the PostgreSQL server; BENCH_HISTORY: fewer history rows, a trial run)
 */
import "@/server/allow-server-only";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openPglite, openPostgres, type DbHandle } from "@/platform/db/client";
import { applyMigrations } from "@/platform/db/migrate";
import { queryRows } from "@/platform/db/rows";
import { createScratchDatabase } from "../../scripts/cluster/scratch-stores";
import { generateCatalogue, SIZE } from "../catalog/generate-catalogue";
import { updateBenchReadme } from "../lib/update-bench-readme";

SIZE.history = Number(process.env.BENCH_HISTORY ?? SIZE.history);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/postgres";
const root = path.resolve(import.meta.dirname, "..", "..");
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");
const log = (message: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${message} (load ${load()})`);
const seconds = async (work: () => Promise<unknown> | unknown) => {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
};
const mb = (file: string) => (statSync(file).size / 1024 ** 2).toFixed(1);
const folderMb = (dir: string) => (Number(execFileSync("du", ["-sk", dir], { encoding: "utf8" }).split("\t")[0]) / 1024).toFixed(0);

/** One of the project's own commands (`npm run backup|restore -- …`) as an operator runs it, with only `env` set. */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _db, REDIS_URL: _redis, DATA_DIR: _dir, ...inherited } = process.env;
  const output = execFileSync("npm", ["run", "--silent", script, "--", ...args], {
    cwd: root,
    env: { ...inherited, ...env },
    encoding: "utf8",
  });
  log(output.trim());
}

async function seed(handle: DbHandle) {
  await applyMigrations(handle);
  const took = await seconds(() => generateCatalogue(handle.db, log));
  log(`생성 ${took.toFixed(1)} s`);
  return { seed: took };
}

const historyRows = async (handle: DbHandle) =>
  (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from price_history`))[0]!.n;

async function pglite() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-backup-pglite-"));
  try {
    const source = path.join(dir, "source");
    const handle = await openPglite(path.join(source, "pglite"));
    const seeded = await seed(handle);
    await handle.close();
    const archive = path.join(dir, "backup.tar.gz");
    const backup = await seconds(() => npmRun("backup", ["--out", archive], { DATA_DIR: source }));
    const plain = path.join(dir, "plain.tar.gz");
    const baseline = await seconds(() => execFileSync("tar", ["czf", plain, "-C", source, "pglite"]));
    const restored = path.join(dir, "restored");
    const restore = await seconds(() => npmRun("restore", [archive], { DATA_DIR: restored }));
    mkdirSync(path.join(dir, "untarred"));
    const baselineRestore = await seconds(() => execFileSync("tar", ["xzf", plain, "-C", path.join(dir, "untarred")]));
    const check = await openPglite(path.join(restored, "pglite"));
    const rowsRestored = await historyRows(check);
    await check.close();
    const folder = folderMb(path.join(source, "pglite"));
    return { ...seeded, backup, restore, baseline, baselineRestore, size: mb(archive), plainSize: mb(plain), folder, rowsRestored };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgres() {
  const source = await createScratchDatabase(serverUrl, "benchbk");
  const target = await createScratchDatabase(serverUrl, "benchrs");
  const plainTarget = await createScratchDatabase(serverUrl, "benchpl");
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-backup-pg-"));
  try {
    const handle = openPostgres(source.url, { max: 2 });
    const seeded = await seed(handle);
    const [{ size }] = (await queryRows<{ size: string }>(handle.db, sql`select pg_database_size(current_database())::text as size`)) as [
      { size: string },
    ];
    await handle.close();
    const archive = path.join(dir, "backup.tar.gz");
    const backup = await seconds(() => npmRun("backup", ["--out", archive], { DATA_DIR: dir, DATABASE_URL: source.url }));
    const dump = path.join(dir, "plain.pgdump");
    const baseline = await seconds(() => execFileSync("pg_dump", ["-Fc", `--file=${dump}`, source.url]));
    const restored = path.join(dir, "restored");
    const restore = await seconds(() => npmRun("restore", [archive], { DATA_DIR: restored, DATABASE_URL: target.url }));
    const baselineRestore = await seconds(() => execFileSync("pg_restore", ["--no-owner", `--dbname=${plainTarget.url}`, dump]));
    const check = openPostgres(target.url, { max: 1 });
    const rowsRestored = await historyRows(check);
    await check.close();
    const folder = (Number(size) / 1024 ** 2).toFixed(0);
    return { ...seeded, backup, restore, baseline, baselineRestore, size: mb(archive), plainSize: mb(dump), folder, rowsRestored };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await Promise.all([source.drop(), target.drop(), plainTarget.drop()]);
  }
}

const uptimeBefore = execFileSync("uptime", { encoding: "utf8" }).trim();
const server = await postgres();
const embedded = await pglite();
const uptimeAfter = execFileSync("uptime", { encoding: "utf8" }).trim();
const s = (value: number) => value.toFixed(1);
const row = (name: string, r: typeof server) =>
  `| ${name} | ${s(r.seed)} | ${r.folder} | ${s(r.backup)} | ${s(r.baseline)} | ${(r.backup / r.baseline).toFixed(2)} | ${s(r.restore)} | ${s(r.baselineRestore)} | ${(r.restore / r.baselineRestore).toFixed(2)} | ${r.size} / ${r.plainSize} | ${r.rowsRestored.toLocaleString("en")} |`;
const section = `## backup — \`npx tsx bench/backup/run.ts\`

Measured ${new Date().toISOString().slice(0, 10)} on this machine (${os.cpus().length} vCPU, shared with other work: read the ratios more than the seconds),
catalogue of ${SIZE.products.toLocaleString("en")} products, ${(SIZE.products * SIZE.offersPerProduct).toLocaleString("en")} offers and
${SIZE.history.toLocaleString("en")} price-history rows, generated inside the database (\`insert … select … generate_series\`,
the history's foreign key and unique index built once afterwards). Backup and restore are the real commands,
\`npm run backup -- --out <file>\` and \`npm run restore -- <file>\` (a fresh \`DATA_DIR\` / an empty database; \`tsx\` start-up included),
the baseline the plain tool alone on the same data in the same run.

| database | generate s | data MB | backup s | baseline backup s | ratio | restore s | baseline restore s | ratio | archive / baseline MB | history rows restored |
|---|---|---|---|---|---|---|---|---|---|---|
${row("PostgreSQL (baseline `pg_dump -Fc` / `pg_restore`)", server)}
${row("PGlite (baseline `tar czf` / `tar xzf` of `DATA_DIR/pglite`)", embedded)}

\`uptime\` before: \`${uptimeBefore}\`; after: \`${uptimeAfter}\`.`;
console.log(section);
updateBenchReadme("backup", section);
process.exit(0);
