import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { openPglite } from "@/platform/db/client";
import { readArchive } from "./archive";
import type { BackupManifest } from "./create-backup";

const run = promisify(execFile);

export class RestoreRefused extends Error {}

const isEmptyDir = async (dir: string) => (await readdir(dir).catch(() => [])).length === 0;

async function postgresIsEmpty(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return rows[0].n === 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores an archive of createBackup into a fresh place: a PGlite backup into DATA_DIR (its database folder and uploads
 * must not exist or be empty), a PostgreSQL one into the empty database at `databaseUrl` (and DATA_DIR's uploads). A
 * non-empty target is refused, never merged into. Secrets come back only when the archive has them.
 */
export async function restoreBackup({
  archive,
  dataDir,
  databaseUrl,
}: {
  archive: string;
  dataDir: string;
  databaseUrl?: string;
}): Promise<{ manifest: BackupManifest; images: number }> {
  const pgliteDir = path.join(dataDir, "pglite");
  const uploads = path.join(dataDir, "uploads");
  if (!(await isEmptyDir(uploads))) throw new RestoreRefused(`복원 대상이 비어 있지 않습니다: ${uploads}`);
  const files: Array<{ name: string; data: Buffer }> = [];
  await readArchive(archive, (name, data) => void files.push({ name, data }));
  const manifestFile = files.find((f) => f.name === "manifest.json");
  if (!manifestFile) throw new RestoreRefused("백업 파일이 아닙니다 (manifest.json 없음)");
  const manifest = JSON.parse(manifestFile.data.toString("utf8")) as BackupManifest;
  const database = files.find((f) => f.name.startsWith("database/"));
  if (!database) throw new RestoreRefused("백업에 데이터베이스가 없습니다");

  if (manifest.driver === "pglite") {
    if (databaseUrl) throw new RestoreRefused("내장 데이터베이스 백업은 DATA_DIR로만 복원합니다 (DATABASE_URL을 비워 주세요)");
    if (!(await isEmptyDir(pgliteDir))) throw new RestoreRefused(`복원 대상이 비어 있지 않습니다: ${pgliteDir}`);
    const handle = await openPglite(pgliteDir, new Blob([new Uint8Array(database.data)]));
    await handle.close();
  } else {
    if (!databaseUrl) throw new RestoreRefused("PostgreSQL 백업은 DATABASE_URL의 빈 데이터베이스로 복원합니다");
    if (!(await postgresIsEmpty(databaseUrl))) throw new RestoreRefused("복원 대상 데이터베이스가 비어 있지 않습니다");
    const dir = await mkdtemp(path.join(tmpdir(), "aeksangpick-restore-"));
    try {
      const file = path.join(dir, "postgres.pgdump");
      await writeFile(file, database.data);
      await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${databaseUrl}`, file], {
        maxBuffer: 16 * 1024 * 1024,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  let images = 0;
  for (const file of files.filter((f) => f.name.startsWith("uploads/"))) {
    const target = path.join(dataDir, file.name);
    if (!target.startsWith(uploads + path.sep)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.data);
    images += 1;
  }
  const secrets = files.find((f) => f.name === "secrets.json");
  if (secrets) await writeFile(path.join(dataDir, "secrets.json"), secrets.data, { mode: 0o600 });
  return { manifest, images };
}
