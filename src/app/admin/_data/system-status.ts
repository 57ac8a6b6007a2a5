import "server-only";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { listBackupFiles } from "@/domains/operations/backup";
import { freshnessOver24h } from "@/domains/operations/freshness";
import { listRecentAlarms } from "@/domains/operations/list-alarms";
import { listLiveProcesses } from "@/domains/operations/process-heartbeat";
import { getConfig } from "@/platform/config";
import { describeDatabase } from "@/platform/db/database-report";
import { getDbHandle } from "@/platform/db/client";
import { scrapeMetrics } from "@/platform/metrics/metrics-registry";
import { queueDepth } from "@/platform/metrics/series";

/** The running code's version (package.json) and commit (git, when the folder is a checkout). */
function versionAndCommit(): { version: string; commit: string | null } {
  const version = (JSON.parse(readFileSync(path.resolve("package.json"), "utf8")) as { version: string }).version;
  try {
    return { version, commit: execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8", timeout: 2_000 }).trim() };
  } catch {
    return { version, commit: null };
  }
}

/** The queues' jobs by state as this process last read them (the scrape refreshes them first). */
async function readQueueDepths(): Promise<Array<{ queue: string; state: string; jobs: number }>> {
  await scrapeMetrics();
  const { values } = await queueDepth.get();
  return values.map((v) => ({ queue: String(v.labels.queue), state: String(v.labels.state), jobs: v.value }));
}

/** Everything /admin/system shows, read at once. */
export async function getSystemStatus() {
  const { DATA_DIR } = getConfig();
  const [database, processes, queues, backups, freshness, alarms] = await Promise.all([
    describeDatabase(),
    listLiveProcesses(),
    readQueueDepths(),
    listBackupFiles({ dataDir: DATA_DIR }),
    freshnessOver24h(),
    listRecentAlarms(),
  ]);
  return {
    ...versionAndCommit(),
    driver: getDbHandle().driver,
    thisProcess: { pid: process.pid, uptimeSeconds: process.uptime() },
    processes,
    database,
    queues,
    lastBackup: backups[0] ?? null,
    backupCount: backups.length,
    freshness,
    alarms,
  };
}
