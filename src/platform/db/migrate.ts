import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DbHandle } from "./client";

export const migrationsFolder = path.resolve(process.cwd(), "drizzle");

/** Applies the committed SQL migrations; throws (stopping start-up) with the failing statement's reason. */
export async function applyMigrations(handle: DbHandle, folder = migrationsFolder): Promise<void> {
  if (handle.driver === "pglite") await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  else await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
}
