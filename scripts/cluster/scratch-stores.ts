import { randomBytes, randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import pg from "pg";

/**
 * A fresh database on the given PostgreSQL server (any database URL on it), dropped by `drop`; with `template`, a copy
 * of that database (which nobody may be connected to) instead of an empty one.
 */
export async function createScratchDatabase(
  serverUrl: string,
  label: string,
  { template }: { template?: string } = {},
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${label}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

const CLAIM_KEY = "aeksangpick:cluster:claim";

/**
 * An empty Redis database index of its own on the given server (15 down to 4), claimed with a marker key
 * so two clusters never share one; `release` empties it. Keys, queues and locks stay apart from other
 * users of the server (pub/sub channels are server-wide; their messages carry ids no one else has).
 */
export async function claimScratchRedisDb(serverUrl: string): Promise<{ url: string; release: () => Promise<void> }> {
  const base = new URL(serverUrl);
  const token = randomUUID();
  for (let db = 15; db >= 4; db--) {
    base.pathname = `/${db}`;
    const url = base.toString();
    const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
    try {
      await redis.connect();
      if ((await redis.set(CLAIM_KEY, token, "EX", 86_400, "NX")) !== "OK") continue;
      if ((await redis.dbsize()) > 1) {
        await redis.del(CLAIM_KEY);
        continue;
      }
      return {
        url,
        release: async () => {
          const cleanup = new Redis(url, { maxRetriesPerRequest: 1 });
          try {
            if ((await cleanup.get(CLAIM_KEY)) === token) await cleanup.flushdb();
          } finally {
            cleanup.disconnect();
          }
        },
      };
    } finally {
      redis.disconnect();
    }
  }
  throw new Error(`Redis ${serverUrl}: no free database index (4–15) for the cluster`);
}
