import { randomBytes, randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import pg from "pg";

/** Runs one statement on the given PostgreSQL server (any database URL on it) and answers its rows. */
async function onServer(serverUrl: string, statement: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

const dropDatabase = (serverUrl: string, name: string) =>
  onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => {});

/**
 * A fresh database on the given PostgreSQL server (any database URL on it), dropped by `drop`; with `template`, a copy
 * of that database (which nobody may be connected to) instead of an empty one. Named `<label>_<time>_<random>`.
 */
export async function createScratchDatabase(
  serverUrl: string,
  label: string,
  { template }: { template?: string } = {},
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${label}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropDatabase(serverUrl, name) };
}

/**
 * Drops the scratch databases with one of `labels` made more than `olderThanMs` before `now`: what a killed run left
 * behind, its teardown never run (a live run's are younger). Answers the names dropped.
 */
export async function dropStaleScratchDatabases(
  serverUrl: string,
  labels: string[],
  { olderThanMs, now = Date.now() }: { olderThanMs: number; now?: number },
): Promise<string[]> {
  const names = (await onServer(serverUrl, "SELECT datname FROM pg_database")).map((row) => String(row.datname));
  const stale = names.filter((name) =>
    labels.some((label) => {
      const made = new RegExp(`^${label}_([0-9a-z]+)_[0-9a-f]{6}$`).exec(name)?.[1];
      return made !== undefined && parseInt(made, 36) < now - olderThanMs;
    }),
  );
  for (const name of stale) await dropDatabase(serverUrl, name);
  return stale;
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
