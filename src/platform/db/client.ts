import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { logger } from "@/platform/logger";
import { processSlot } from "@/platform/process-slots";

// No relational `db.query`: each domain reads its own tables with the query builder.
export type Db = PgDatabase<PgQueryResultHKT>;
export type DbConnections = { total: number; idle: number; waiting: number };
export type DbHandle = {
  db: Db;
  driver: "pglite" | "postgres";
  close: () => Promise<void>;
  connections?: () => DbConnections;
  /** PGlite only: its data folder as a gzip tarball, taken between two queries (a crash-consistent copy). */
  dumpDataDir?: () => Promise<Blob>;
};

/** PostgreSQL through a pool whose errors are logged, never thrown: a restart fails requests (503), not the process. */
export function openPostgres(url: string, options: { max?: number } = {}): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 });
  pool.on("error", (error) => logger.warn({ err: error }, "PostgreSQL pool client error"));
  const db = drizzlePg({ client: pool }) as unknown as Db;
  const connections = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, driver: "postgres", close: () => pool.end(), connections };
}

/**
 * Embedded PostgreSQL (PGlite); `dir` undefined means in memory. PGlite does not create parent folders. `from`, a
 * `dumpDataDir()` tarball, is the data to start with instead of an empty database.
 */
export async function openPglite(dir?: string, from?: Blob): Promise<DbHandle> {
  if (dir) mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir: from });
  const db = drizzlePglite({ client }) as unknown as Db;
  // One connection, always open; PGlite queues its callers internally.
  return {
    db,
    driver: "pglite",
    close: () => client.close(),
    connections: () => ({ total: 1, idle: 1, waiting: 0 }),
    dumpDataDir: () => client.dumpDataDir("gzip"),
  };
}

const installed = processSlot<DbHandle>("db");

/** Installs the process-wide database (server start-up, tests). */
export function setDbHandle(handle: DbHandle | undefined): void {
  installed.set(handle);
}

export function getDbHandle(): DbHandle {
  const handle = installed.get();
  if (!handle) throw new Error("Database not opened: start the app through server.ts (or setDbHandle in tests)");
  return handle;
}

/** The process-wide database, shared between server.ts and Next's bundles. */
export function getDb(): Db {
  return getDbHandle().db;
}
