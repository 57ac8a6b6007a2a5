import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite } from "@/platform/db/client";
import { applyMigrations } from "@/platform/db/migrate";
import { startAppServer, type AppServer } from "../support/app-server";

let server: AppServer | undefined;
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

/** One production server for the e2e suite, on the embedded database with demo data. */
export async function setup(project: TestProject) {
  migratedDataDir = await migrateDataDir();
  project.provide("migratedDataDir", migratedDataDir);
  server = await startAppServer({}, { from: migratedDataDir });
  project.provide("baseUrl", server.baseUrl);
}

export async function teardown() {
  await server?.stop();
  if (migratedDataDir) rmSync(migratedDataDir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    migratedDataDir: string;
  }
}
