import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { openPglite, openPostgres, setDbHandle, type DbHandle } from "@/platform/db/client";
import { applyMigrations } from "@/platform/db/migrate";

export type TestDatabase = { driver: "pglite" | "postgres"; handle: DbHandle };

/** A throwaway database on the TEST_DATABASE_URL server, so parallel runs never collide. */
export async function createScratchPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function openScratchPostgres(serverUrl: string): Promise<DbHandle> {
  const scratch = await createScratchPostgresDatabase(serverUrl);
  const handle = openPostgres(scratch.url, { max: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** Opens a freshly migrated database of the given driver and makes it the process-wide one. */
export async function openTestDatabase(driver: "pglite" | "postgres"): Promise<TestDatabase> {
  const handle = driver === "pglite" ? await openPglite() : await openScratchPostgres(process.env.TEST_DATABASE_URL!);
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
