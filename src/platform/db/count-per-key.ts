import { and, count, inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb } from "./client";

/**
 * How many rows of `table` each of `keys` has in `column` (optionally only rows matching `where`),
 * in one grouped query; a key without rows counts 0. For per-member summaries across domains.
 */
export async function countPerKey<K extends string | number>({
  table,
  column,
  keys,
  where,
}: {
  table: PgTable;
  column: PgColumn;
  keys: readonly K[];
  where?: SQL;
}): Promise<Map<K, number>> {
  const counts = new Map<K, number>(keys.map((key) => [key, 0]));
  if (keys.length === 0) return counts;
  const rows = await getDb()
    .select({ key: column, n: count() })
    .from(table)
    .where(and(inArray(column, [...keys]), where))
    .groupBy(column);
  for (const row of rows) counts.set(row.key as K, Number(row.n));
  return counts;
}
