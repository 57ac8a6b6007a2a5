import { sql } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";

/**
 * Runs a bulk load into `table` with its foreign keys and secondary indexes set aside, then puts them back as they were
 * (their definitions read from the catalogue first): one sort per index and one set-based check per foreign key instead
 * of a B-tree insert and a trigger call per row, what makes millions of rows take seconds rather than minutes.
 */
export async function withoutSecondaryKeys(db: Db, table: string, load: () => Promise<void>): Promise<void> {
  const constraints = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
        where conrelid = ${table}::regclass and contype = 'f'`,
  );
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition from pg_index i
        where i.indrelid = ${table}::regclass and not i.indisprimary
          and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  );
  for (const c of constraints) await db.execute(sql.raw(`alter table ${table} drop constraint "${c.name}"`));
  for (const i of indexes) await db.execute(sql.raw(`drop index ${i.name}`));
  await load();
  for (const i of indexes) await db.execute(sql.raw(i.definition));
  for (const c of constraints) await db.execute(sql.raw(`alter table ${table} add constraint "${c.name}" ${c.definition}`));
}
