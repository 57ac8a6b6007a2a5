import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { openPglite, openPostgres, setDbHandle, type DbHandle } from "@/platform/db/client";
import { applyMigrations } from "@/platform/db/migrate";
import { webTopology, type Topology } from "@/platform/topology";
import { createScratchDatabase } from "../../scripts/cluster/scratch-stores";

export type TestDatabase = { driver: "pglite" | "postgres"; handle: DbHandle };

/** The topology a web process on this test database would have: clustered on PostgreSQL with `redisUrl`, else embedded. */
export function topologyOf(database: TestDatabase, { redisUrl }: { redisUrl: string | undefined }): Topology {
  return webTopology({ DATABASE_URL: database.driver === "postgres" ? process.env.TEST_DATABASE_URL : undefined, REDIS_URL: redisUrl });
}

/** The databases tests/support/migrated-databases.ts migrated for this Vitest run; none outside one (the benches). */
function migratedDatabases() {
  return process.env.VITEST ? inject("migratedDatabases") : undefined;
}

/** A throwaway database on the TEST_DATABASE_URL server, so parallel runs never collide. */
async function openScratchPostgres(serverUrl: string, template: string | undefined): Promise<DbHandle> {
  const scratch = await createScratchDatabase(serverUrl, "t", { template });
  const handle = openPostgres(scratch.url, { max: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * Opens a freshly migrated database of the given driver and makes it the process-wide one: a copy of the run's migrated
 * one where there is one (the migrations then find nothing left to do), else an empty one migrated here.
 */
export async function openTestDatabase(driver: "pglite" | "postgres"): Promise<TestDatabase> {
  const migrated = migratedDatabases();
  const handle =
    driver === "pglite"
      ? await openPglite(undefined, migrated && new Blob([readFileSync(migrated.pgliteDump)]))
      : await openScratchPostgres(process.env.TEST_DATABASE_URL!, migrated?.postgresTemplate);
  await applyMigrations(handle);
  setDbHandle(handle);
  return { driver, handle };
}

/** The drivers integration tests run on: PGlite always, real PostgreSQL when TEST_DATABASE_URL is set. */
export function testDrivers(): Array<"pglite" | "postgres"> {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

/**
 * Runs a suite once per driver, each on its own fresh, migrated database installed as the
 * process-wide one. `ctx.current` is the open database inside the suite's tests.
 */
export function describeEachDatabase(name: string, suite: (ctx: { current: TestDatabase }) => void): void {
  for (const driver of testDrivers()) {
    describe(`${name} [${driver}]`, () => {
      const ctx = {} as { current: TestDatabase };
      beforeAll(async () => {
        ctx.current = await openTestDatabase(driver);
      });
      afterAll(async () => {
        setDbHandle(undefined);
        await ctx.current?.handle.close();
      });
      suite(ctx);
    });
  }
}
