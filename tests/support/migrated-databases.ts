// Vitest globalSetup (unit and integration): each driver's database migrated once per run, for every test file to start
// from a copy of (tests/support/test-db.ts) instead of running all the migrations again.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres, type DbHandle } from "@/platform/db/client";
import { applyMigrations } from "@/platform/db/migrate";
import { createScratchDatabase, dropStaleScratchDatabases } from "../../scripts/cluster/scratch-stores";

export type MigratedDatabases = {
  /** A `dumpDataDir()` tarball of a migrated in-memory PGlite. */
  pgliteDump: string;
  /** A migrated database on the TEST_DATABASE_URL server (no one connected), for `CREATE DATABASE … TEMPLATE`. */
  postgresTemplate?: string;
};

const cleanups: Array<() => Promise<void>> = [];

async function migrated<T>(handle: DbHandle, keep: (handle: DbHandle) => Promise<T>): Promise<T> {
  try {
    await applyMigrations(handle);
    return await keep(handle);
  } finally {
    await handle.close();
  }
}

async function dumpMigratedPglite(): Promise<string> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "aeksang-migrated-"));
  cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
  const file = path.join(folder, "pglite.tar");
  return migrated(await openPglite(), async ({ db }) => {
    const tarball = await (db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    return file;
  });
}

/** A killed run's databases are swept after this long; no run of the suite lasts it. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

/**
 * Named per run, so concurrent runs on one server never share (or drop) each other's template. First drops what killed
 * runs left: their templates and the test files' copies.
 */
async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  await dropStaleScratchDatabases(serverUrl, ["t", "t_template"], { olderThanMs: STALE_AFTER_MS });
  const template = await createScratchDatabase(serverUrl, "t_template");
  cleanups.push(template.drop);
  return migrated(openPostgres(template.url, { max: 1 }), async () => template.name);
}

export async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const [pgliteDump, postgresTemplate] = await Promise.all([
    dumpMigratedPglite(),
    serverUrl ? migratedPostgresTemplate(serverUrl) : undefined,
  ]);
  project.provide("migratedDatabases", { pgliteDump, postgresTemplate });
}

export async function teardown() {
  for (const cleanup of cleanups.splice(0)) await cleanup();
}

declare module "vitest" {
  export interface ProvidedContext {
    migratedDatabases: MigratedDatabases;
  }
}
