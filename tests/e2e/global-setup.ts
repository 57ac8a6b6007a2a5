import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite } from "@/platform/db/client";
import { applyMigrations } from "@/platform/db/migrate";
import { startAppServer, type AppServer } from "../support/app-server";

let server: AppServer | undefined;
const dataDirs: string[] = [];

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
 * A data folder holding the demo data, seeded by a server started on a copy of `migrated` and stopped, its crawler off
 * so nothing but the seeding is in it; without the server's secrets, which each server from a copy makes its own.
 */
async function seedDataDir(migrated: string): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "aeksang-e2e-seeded-"));
  const seeder = await startAppServer({ DATA_DIR: dir, CRAWLER_ENABLED: "false" }, { from: migrated });
  await seeder.stop();
  rmSync(path.join(dir, "secrets.json"));
  return dir;
}

/** One production server for the e2e suite, on the embedded database with demo data. */
export async function setup(project: TestProject) {
  const migratedDataDir = await migrateDataDir();
  dataDirs.push(migratedDataDir);
  project.provide("migratedDataDir", migratedDataDir);
  const demoSeededAt = Date.now();
  const seededDataDir = await seedDataDir(migratedDataDir);
  dataDirs.push(seededDataDir);
  project.provide("seededDataDir", seededDataDir);
  project.provide("demoSeededAt", demoSeededAt);
  server = await startAppServer({}, { from: seededDataDir });
  project.provide("baseUrl", server.baseUrl);
}

export async function teardown() {
  await server?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    migratedDataDir: string;
    seededDataDir: string;
    demoSeededAt: number;
  }
}
