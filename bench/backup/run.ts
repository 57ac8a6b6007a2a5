/**
 * Backup and restore time for the large catalogue (bench/catalog/generate-catalogue.ts: 10,000 products, 80,000 offers,
 * 5,000,000 history rows) on embedded PGlite and on PostgreSQL, beside the plain tool alone (`tar czf` of the PGlite
 * folder; `pg_dump -Fc` / `pg_restore`). Writes the "backup" section of bench/README.md.
 *
 *   npx tsx bench/backup/run.ts   (BENCH_DATABASE_URL, BENCH_HISTORY to generate fewer history rows on a slow machine)
 */
import "@/server/allow-server-only";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createBackup } from "@/domains/operations/create-backup";
import { restoreBackup } from "@/domains/operations/restore-backup";
import { openPglite, openPostgres } from "@/platform/db/client";
import { applyMigrations } from "@/platform/db/migrate";
import { createScratchDatabase } from "../../scripts/cluster/scratch-stores";
import { generateCatalogue, SIZE } from "../catalog/generate-catalogue";
import { updateBenchReadme } from "../lib/update-bench-readme";

SIZE.history = Number(process.env.BENCH_HISTORY ?? SIZE.history);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/postgres";
const log = (message: string) => console.log(message);
const seconds = async (work: () => Promise<unknown> | unknown) => {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
};
const mb = (file: string) => (Number(execFileSync("stat", ["-c", "%s", file], { encoding: "utf8" })) / 1024 ** 2).toFixed(1);

async function pglite() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-backup-pglite-"));
  const handle = await openPglite(path.join(dir, "source", "pglite"));
  await applyMigrations(handle);
  await generateCatalogue(handle.db, log);
  const archive = path.join(dir, "backup.tar.gz");
  const backup = await seconds(() => createBackup({ handle, dataDir: path.join(dir, "source"), out: archive }));
  await handle.close();
  const baseline = await seconds(() =>
    execFileSync("tar", ["czf", path.join(dir, "plain.tar.gz"), "-C", path.join(dir, "source"), "pglite"]),
  );
  const restore = await seconds(() => restoreBackup({ archive, dataDir: path.join(dir, "restored") }));
  const size = mb(archive);
  rmSync(dir, { recursive: true, force: true });
  return { backup, restore, baseline, baselineRestore: null as number | null, size };
}

async function postgres() {
  const source = await createScratchDatabase(serverUrl, "benchbk");
  const target = await createScratchDatabase(serverUrl, "benchrs");
  const plain = await createScratchDatabase(serverUrl, "benchpl");
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-backup-pg-"));
  try {
    const handle = openPostgres(source.url, { max: 2 });
    await applyMigrations(handle);
    await generateCatalogue(handle.db, log);
    await handle.close();
    const archive = path.join(dir, "backup.tar.gz");
    const backup = await seconds(() => createBackup({ databaseUrl: source.url, dataDir: dir, out: archive }));
    const dump = path.join(dir, "plain.pgdump");
    const baseline = await seconds(() => execFileSync("pg_dump", ["-Fc", `--file=${dump}`, source.url]));
    const restore = await seconds(() => restoreBackup({ archive, dataDir: path.join(dir, "restored"), databaseUrl: target.url }));
    const baselineRestore = await seconds(() => execFileSync("pg_restore", ["--no-owner", `--dbname=${plain.url}`, dump]));
    return { backup, restore, baseline, baselineRestore, size: mb(archive) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await Promise.all([source.drop(), target.drop(), plain.drop()]);
  }
}

const embedded = await pglite();
const server = await postgres();
const s = (value: number | null) => (value === null ? "—" : value.toFixed(1));
const section = `## backup — \`npx tsx bench/backup/run.ts\`

Measured ${new Date().toISOString().slice(0, 10)} on this machine (${os.cpus().length} vCPU, shared), catalogue of ${SIZE.products.toLocaleString("en")} products,
${(SIZE.products * SIZE.offersPerProduct).toLocaleString("en")} offers, ${SIZE.history.toLocaleString("en")} history rows.

| database | backup s | restore s | archive MB | plain tool alone (backup / restore) s | ratio backup / restore |
|---|---|---|---|---|---|
| PGlite (\`dumpDataDir\`; baseline \`tar czf\` of the folder) | ${s(embedded.backup)} | ${s(embedded.restore)} | ${embedded.size} | ${s(embedded.baseline)} / — | ${(embedded.backup / embedded.baseline).toFixed(2)} / — |
| PostgreSQL (\`pg_dump -Fc\`; baseline \`pg_dump\` / \`pg_restore\`) | ${s(server.backup)} | ${s(server.restore)} | ${server.size} | ${s(server.baseline)} / ${s(server.baselineRestore)} | ${(server.backup / server.baseline).toFixed(2)} / ${(server.restore / server.baselineRestore!).toFixed(2)} |

Load average at the end: ${os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(" / ")}.`;
console.log(section);
updateBenchReadme("backup", section);
process.exit(0);
