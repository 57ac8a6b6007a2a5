import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

export type BackupFile = { file: string; bytes: number; at: Date };

/** The archives in DATA_DIR/backups, newest first. */
export async function listBackupFiles({ dataDir }: { dataDir: string }): Promise<BackupFile[]> {
  const dir = path.join(dataDir, "backups");
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".tar.gz"));
  const files = await Promise.all(
    names.map(async (name) => {
      const info = await stat(path.join(dir, name));
      return { file: path.join(dir, name), bytes: info.size, at: info.mtime };
    }),
  );
  return files.sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** Keeps the newest `keep` archives in DATA_DIR/backups and deletes the rest. */
export async function pruneBackupFiles({ dataDir, keep }: { dataDir: string; keep: number }): Promise<number> {
  const old = (await listBackupFiles({ dataDir })).slice(keep);
  await Promise.all(old.map((b) => rm(b.file, { force: true })));
  return old.length;
}
