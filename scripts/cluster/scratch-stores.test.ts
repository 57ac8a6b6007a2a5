import pg from "pg";
import { describe, expect, it } from "vitest";
import { createScratchDatabase, dropStaleScratchDatabases } from "./scratch-stores";

const serverUrl = process.env.TEST_DATABASE_URL;
const HOUR = 60 * 60 * 1000;

async function databaseNames(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ datname: string }>("SELECT datname FROM pg_database")).rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)("scratch databases on PostgreSQL", () => {
  it("sweeps a label's databases older than the limit, and only those", async () => {
    const label = `sweep_${process.pid}`;
    const left = await createScratchDatabase(serverUrl!, label);
    const otherLabel = await createScratchDatabase(serverUrl!, `${label}_other`);
    try {
      expect(await dropStaleScratchDatabases(serverUrl!, [label], { olderThanMs: HOUR })).toEqual([]);
      expect(await dropStaleScratchDatabases(serverUrl!, [label], { olderThanMs: HOUR, now: Date.now() + 2 * HOUR })).toEqual([left.name]);
      const names = await databaseNames(serverUrl!);
      expect(names).not.toContain(left.name);
      expect(names).toContain(otherLabel.name);
    } finally {
      await left.drop();
      await otherLabel.drop();
    }
  });
});
