import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPglite, openPostgres, type DbHandle } from "@/platform/db/client";
import { applyMigrations } from "@/platform/db/migrate";
import { queryRows } from "@/platform/db/rows";
import { createScratchDatabase } from "../../scripts/cluster/scratch-stores";
import { testDrivers } from "../support/test-db";

const TSX = path.resolve("node_modules/.bin/tsx");

/** Each table's row count and the md5 of its rows in order, over every table of the app and of the migrations. */
async function tableChecksums(handle: DbHandle, { notificationsUpTo }: { notificationsUpTo?: number } = {}) {
  const tables = await queryRows<{ schema: string; name: string }>(
    handle.db,
    sql`select schemaname as schema, tablename as name from pg_tables where schemaname in ('public', 'drizzle') order by 1, 2`,
  );
  const sums: Record<string, { rows: number; md5: string }> = {};
  for (const { schema, name } of tables) {
    const where = name === "notification" && notificationsUpTo !== undefined ? sql` where t.id <= ${notificationsUpTo}` : sql``;
    const [row] = await queryRows<{ rows: number; md5: string | null }>(
      handle.db,
      sql`select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as md5 from ${sql.identifier(schema)}.${sql.identifier(name)} t${where}`,
    );
    sums[`${schema}.${name}`] = { rows: Number(row!.rows), md5: row!.md5 ?? "" };
  }
  return sums;
}

async function imageHashes(dataDir: string) {
  const dir = path.join(dataDir, "uploads");
  const names = (await readdir(dir, { recursive: true })).filter((n) => n.endsWith(".webp")).sort();
  return Object.fromEntries(
    names.map((n) => [
      n,
      createHash("sha256")
        .update(readFileSync(path.join(dir, n)))
        .digest("hex"),
    ]),
  );
}

function run(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, [script, ...args], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    child.on("exit", (code) => resolve({ code, out }));
  });
}

/** The running site: resolves its handle once it is ready; `written()` is the last committed notification id it printed. */
function startSite(env: Record<string, string>) {
  const child: ChildProcess = spawn(TSX, ["tests/support/backup-drill-app.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let last = 0;
  let buffer = "";
  let errors = "";
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop()!;
      for (const line of lines) {
        if (line === "ready") resolve();
        const id = /^wrote (\d+)$/.exec(line)?.[1];
        if (id) last = Number(id);
      }
    });
    child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.on("exit", (code) => reject(new Error(`drill site exited (${code}): ${errors}`)));
  });
  const writesPast = async (id: number) => {
    while (last < id) await new Promise((resolve) => child.stdout!.once("data", resolve));
  };
  return { ready, written: () => last, writesPast, kill: () => child.kill("SIGKILL"), exited: new Promise((r) => child.once("exit", r)) };
}

for (const driver of testDrivers()) {
  describe(`backup and restore drill [${driver}]`, () => {
    it("backs up under load, survives kill -9, and restores every table's rows and every image into a fresh place", async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "drill-site-"));
      const freshDir = mkdtempSync(path.join(tmpdir(), "drill-restored-"));
      const archive = path.join(mkdtempSync(path.join(tmpdir(), "drill-archive-")), "drill.tar.gz");
      const scratch = driver === "postgres" ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, "drill") : undefined;
      const target = driver === "postgres" ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, "drillr") : undefined;
      const siteEnv = { DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? "", REDIS_URL: "", LOG_LEVEL: "warn" };
      const opened: DbHandle[] = [];
      const site = startSite(siteEnv);
      site.ready.catch(() => {});
      try {
        await site.ready;
        await site.writesPast(50);
        const beforeBackup = site.written();
        const backup = await run("scripts/backup.ts", ["--out", archive], siteEnv);
        expect(backup.code, backup.out).toBe(0);
        expect(backup.out).toContain("백업 완료");
        const afterBackup = site.written();
        await site.writesPast(afterBackup + 50);
        site.kill();
        await site.exited;

        const refused = await run("scripts/restore.ts", [archive], siteEnv);
        expect(refused.code).toBe(1);
        expect(refused.out).toContain("복원 거부");
        const restoreEnv = { DATA_DIR: freshDir, DATABASE_URL: target?.url ?? "" };
        const restored = await run("scripts/restore.ts", [archive], restoreEnv);
        expect(restored.code, restored.out).toBe(0);
        expect(restored.out).toContain("이미지 3개");

        // Started as server.ts starts it: opened, then migrated (nothing left to do).
        const copy = target ? openPostgres(target.url, { max: 1 }) : await openPglite(path.join(freshDir, "pglite"));
        opened.push(copy);
        await applyMigrations(copy);
        const restoredSums = await tableChecksums(copy);
        const upTo = (await queryRows<{ max: string }>(copy.db, sql`select max(id)::text as max from notification`))[0]!.max;
        // The archive holds the writes up to some moment while it was made: all those before it began, none of the last 50.
        expect(Number(upTo)).toBeGreaterThanOrEqual(beforeBackup);
        expect(Number(upTo)).toBeLessThanOrEqual(afterBackup);
        expect(restoredSums["public.notification"]!.rows).toBe(Number(upTo));

        const original = scratch ? openPostgres(scratch.url, { max: 1 }) : await openPglite(path.join(dataDir, "pglite"));
        opened.push(original);
        const originalSums = await tableChecksums(original, { notificationsUpTo: Number(upTo) });
        expect(Object.keys(restoredSums).length).toBeGreaterThan(30);
        expect(restoredSums).toEqual(originalSums);
        expect(restoredSums["public.price_history"]!.rows).toBe(200);
        expect(await imageHashes(freshDir)).toEqual(await imageHashes(dataDir));
        expect(Object.keys(await imageHashes(freshDir))).toHaveLength(3);
      } finally {
        site.kill();
        for (const handle of opened) await handle.close().catch(() => {});
        await scratch?.drop();
        await target?.drop();
      }
    }, 400_000);
  });
}
