import { execFile } from "node:child_process";
import { mkdtemp, readFile, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { DbHandle } from "@/platform/db/client";
import { filesUnder, writeArchive, type ArchiveEntry } from "./archive";

const run = promisify(execFile);

export type BackupManifest = {
  format: 1;
  createdAt: string;
  driver: "pglite" | "postgres";
  withSecrets: boolean;
};

/** Where a backup goes unless told otherwise: DATA_DIR/backups/aeksangpick-<UTC time>.tar.gz. */
export function defaultBackupPath({ dataDir, now = new Date() }: { dataDir: string; now?: Date }): string {
  return path.join(dataDir, "backups", `aeksangpick-${now.toISOString().replace(/[:.]/g, "-")}.tar.gz`);
}

/** The database's own dump: PGlite's tarball of its data folder (taken between queries), or pg_dump's custom format (one snapshot). */
async function dumpDatabase({ handle, databaseUrl }: { handle?: DbHandle; databaseUrl?: string }): Promise<ArchiveEntry> {
  if (handle?.dumpDataDir) return { name: "database/pglite.tar.gz", data: Buffer.from(await (await handle.dumpDataDir()).arrayBuffer()) };
  if (!databaseUrl) throw new Error("백업할 데이터베이스가 없습니다 (DATABASE_URL 또는 실행 중인 내장 데이터베이스)");
  const dir = await mkdtemp(path.join(tmpdir(), "aeksangpick-dump-"));
  try {
    const file = path.join(dir, "postgres.pgdump");
    await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, databaseUrl], {
      maxBuffer: 16 * 1024 * 1024,
    });
    return { name: "database/postgres.pgdump", data: await readFile(file) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * One archive of everything a restore needs: the database's own dump, the uploaded images (DATA_DIR/uploads), the site
 * settings as they stand (also inside the database; here to read), and, only `withSecrets`, DATA_DIR/secrets.json
 * (the session key and the VAPID pair: whoever holds the archive could then sign sessions). Safe while the site runs.
 */
export async function createBackup({
  handle,
  databaseUrl,
  dataDir,
  out,
  withSecrets = false,
  settings,
  now = new Date(),
}: {
  handle?: DbHandle;
  databaseUrl?: string;
  dataDir: string;
  out: string;
  withSecrets?: boolean;
  settings?: unknown;
  now?: Date;
}): Promise<{ file: string; bytes: number }> {
  const driver = handle?.dumpDataDir ? "pglite" : "postgres";
  const manifest: BackupManifest = { format: 1, createdAt: now.toISOString(), driver, withSecrets };
  const entries: ArchiveEntry[] = [
    { name: "manifest.json", data: Buffer.from(JSON.stringify(manifest, null, 2)) },
    await dumpDatabase({ handle, databaseUrl }),
    ...(await filesUnder(path.join(dataDir, "uploads"), "uploads")),
  ];
  if (settings !== undefined) entries.push({ name: "settings.json", data: Buffer.from(JSON.stringify(settings, null, 2)) });
  if (withSecrets) {
    const secrets = await readFile(path.join(dataDir, "secrets.json")).catch(() => null);
    if (secrets) entries.push({ name: "secrets.json", data: secrets });
  }
  // Written beside its final name and renamed: a half-written archive never looks like a backup.
  const partial = `${out}.partial`;
  await writeArchive(partial, entries);
  await rename(partial, out);
  return { file: out, bytes: (await stat(out)).size };
}
