import path from "node:path";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type pg from "pg";
import type { DbHandle } from "./client";

export const migrationsFolder = path.resolve(process.cwd(), "drizzle");

// Several web instances start at once against one PostgreSQL: one migrates, the others wait and find it done.
const MIGRATION_LOCK_KEY = 4_242_031;

/** Applies the committed SQL migrations; throws (stopping start-up) with the failing statement's reason. */
export async function applyMigrations(handle: DbHandle, folder = migrationsFolder): Promise<void> {
  if (handle.driver === "pglite") return migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  const pool = (handle.db as unknown as NodePgDatabase & { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
