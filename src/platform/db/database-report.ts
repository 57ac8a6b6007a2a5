import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb } from "./client";
import { migrationsFolder } from "./migrate";
import { queryRows } from "./rows";

export type DatabaseReport = {
  bytes: number;
  largestTables: Array<{ name: string; bytes: number; rows: number }>;
  migrations: { applied: number; known: number; latestAppliedWrittenAt: Date | null; lastKnown: string | null };
};

/** The database's size, its largest tables (with estimated rows) and how many of the committed migrations it has. */
export async function describeDatabase({ tables = 8 }: { tables?: number } = {}): Promise<DatabaseReport> {
  const db = getDb();
  const [size] = await queryRows<{ bytes: string }>(db, sql`select pg_database_size(current_database())::text as bytes`);
  const largest = await queryRows<{ name: string; bytes: string; rows: string }>(
    db,
    sql`select c.relname as name, pg_total_relation_size(c.oid)::text as bytes, greatest(c.reltuples, 0)::bigint::text as rows
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = 'public'
      order by pg_total_relation_size(c.oid) desc limit ${tables}`,
  );
  const [applied] = await queryRows<{ n: number; last: string | null }>(
    db,
    sql`select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: Array<{ tag: string }>;
  };
  return {
    bytes: Number(size?.bytes ?? 0),
    largestTables: largest.map((t) => ({ name: t.name, bytes: Number(t.bytes), rows: Number(t.rows) })),
    migrations: {
      applied: Number(applied?.n ?? 0),
      known: journal.entries.length,
      latestAppliedWrittenAt: applied?.last ? new Date(Number(applied.last)) : null,
      lastKnown: journal.entries.at(-1)?.tag ?? null,
    },
  };
}
