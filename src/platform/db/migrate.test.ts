import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { queryRows } from "./rows";

describeEachDatabase("migrations", (ctx) => {
  it("create every table and the pg_trgm extension", async () => {
    const { db } = ctx.current.handle;
    const tables = await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.map((r) => r.table_name)).toContain("site_setting");
    const [row] = await queryRows<{ s: number }>(db, sql`select similarity('레몬', '레몬') as s`);
    expect(Number(row!.s)).toBe(1);
  });
});
