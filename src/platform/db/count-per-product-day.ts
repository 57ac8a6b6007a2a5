import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb } from "./client";
import { queryRows } from "./rows";

/**
 * How many rows of `table` each product has per Seoul day (YYYY-MM-DD), counting rows whose `at` falls on
 * the Seoul days [since, until), in one grouped query. For daily popularity signals across domains.
 */
export async function countPerProductDay({
  table,
  productId,
  at,
  since,
  until,
}: {
  table: PgTable;
  productId: PgColumn;
  at: PgColumn;
  since: string;
  until: string;
}): Promise<Array<{ productId: number; day: string; count: number }>> {
  return queryRows(
    getDb(),
    sql`SELECT ${productId} AS "productId", to_char(${at} AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS day, count(*)::int AS count
        FROM ${table}
        WHERE ${at} >= (${since}::date::timestamp AT TIME ZONE 'Asia/Seoul') AND ${at} < (${until}::date::timestamp AT TIME ZONE 'Asia/Seoul')
        GROUP BY 1, 2`,
  );
}
