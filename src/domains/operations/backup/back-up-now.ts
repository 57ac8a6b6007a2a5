import "server-only";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import { getConfig } from "@/platform/config";
import { getDbHandle } from "@/platform/db/client";
import { logger } from "@/platform/logger";
import { createBackup, defaultBackupPath } from "./create-backup";

/** Backs up this process's database (PGlite through its own handle, PostgreSQL with pg_dump), DATA_DIR's images and the settings. */
export async function backUpNow({ withSecrets = false, out }: { withSecrets?: boolean; out?: string } = {}) {
  const { DATA_DIR, DATABASE_URL } = getConfig();
  const started = performance.now();
  const result = await createBackup({
    handle: getDbHandle(),
    databaseUrl: DATABASE_URL,
    dataDir: DATA_DIR,
    out: out ?? defaultBackupPath({ dataDir: DATA_DIR }),
    withSecrets,
    settings: await getSiteSettings(),
  });
  logger.info({ ...result, ms: Math.round(performance.now() - started), withSecrets }, "백업 완료");
  return result;
}
