import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { expect, it } from "vitest";
import { queryRows } from "@/platform/db/rows";
import { describeEachDatabase } from "../support/test-db";

/** Every table some domain's schema.ts declares: what the migrations must have created. */
async function declaredTables(): Promise<string[]> {
  const domains = path.resolve(import.meta.dirname, "../../src/domains");
  const names: string[] = [];
  for (const domain of readdirSync(domains)) {
    const file = path.join(domains, domain, "schema.ts");
    if (!existsSync(file)) continue;
    const schema = (await import(file)) as Record<string, unknown>;
    for (const value of Object.values(schema)) if (is(value, PgTable)) names.push(getTableName(value));
  }
  return names.sort();
}

describeEachDatabase("migrations", (ctx) => {
  it("create every table and the pg_trgm extension", async () => {
    const { db } = ctx.current.handle;
    const tables = await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const expected = await declaredTables();
    expect(expected.length).toBeGreaterThan(10);
    expect(tables.map((r) => r.table_name)).toEqual(expect.arrayContaining(expected));
    const [row] = await queryRows<{ s: number }>(db, sql`select similarity('레몬', '레몬') as s`);
    expect(Number(row!.s)).toBe(1);
  });
});
