import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite } from "@/platform/db/client";
import { applyMigrations } from "@/platform/db/migrate";
import { startAppServer, type AppServer } from "../support/app-server";

let servers: AppServer[] = [];
let migratedDataDir: string | undefined;

/** A data folder whose embedded database is migrated (and empty): servers started from a copy skip initdb and migrating. */
async function migrateDataDir(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "aeksang-e2e-migrated-"));
  const handle = await openPglite(path.join(dir, "pglite"));
  try {
    await applyMigrations(handle);
  } finally {
    await handle.close();
  }
  return dir;
}

/**
 * The e2e suite's production servers, on the embedded database with demo data: one per worker (maxWorkers, 1 for the
 * serial phase), so files running side by side never share a server's data, caches or per-address rate limits.
 */
export async function setup(project: TestProject) {
  migratedDataDir = await migrateDataDir();
  project.provide("migratedDataDir", migratedDataDir);
  const from = migratedDataDir;
  servers = await Promise.all(Array.from({ length: project.config.maxWorkers }, () => startAppServer({}, { from })));
  project.provide(
    "baseUrls",
    servers.map((server) => server.baseUrl),
  );
}

export async function teardown() {
  await Promise.all(servers.map((server) => server.stop()));
  if (migratedDataDir) rmSync(migratedDataDir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The suite servers' addresses, the worker with VITEST_POOL_ID n using the n-th. */
    baseUrls: string[];
    migratedDataDir: string;
  }
}
