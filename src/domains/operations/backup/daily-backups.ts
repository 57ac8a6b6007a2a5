import "server-only";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import type { BackgroundService } from "@/platform/background-service";
import { getConfig } from "@/platform/config";
import { logger } from "@/platform/logger";
import { backUpNow } from "./back-up-now";
import { listBackupFiles, pruneBackupFiles } from "./backup-files";

const DAY_MS = 86_400_000;
const CHECK_EVERY_MS = 60 * 60_000;

/** Embedded default: a backup into DATA_DIR/backups once a day (checked hourly and at start), keeping the newest `backupKeep`. */
export async function backUpIfDue({ now = new Date() }: { now?: Date } = {}): Promise<boolean> {
  const dataDir = getConfig().DATA_DIR;
  const [newest] = await listBackupFiles({ dataDir });
  if (newest && now.getTime() - newest.at.getTime() < DAY_MS) return false;
  await backUpNow();
  await pruneBackupFiles({ dataDir, keep: (await getSiteSettings()).backupKeep });
  return true;
}

export function startDailyBackups(): BackgroundService {
  const check = () => void backUpIfDue().catch((err) => logger.error({ err }, "매일 백업 실패"));
  const first = setTimeout(check, 60_000);
  first.unref();
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  return { name: "daily-backups", stop: async () => (clearTimeout(first), clearInterval(timer)) };
}
