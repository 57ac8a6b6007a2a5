import { describe, expect, it } from "vitest";
import { clusterRedisUrl, TopologyError, webTopology, workerTopology } from "./topology";

const PG = "postgres://root@127.0.0.1:5432/test";
const REDIS = "redis://127.0.0.1:6379";

describe("the deployment, decided once", () => {
  it("names a web process's kind from which of PostgreSQL and Redis are configured", () => {
    expect(webTopology({ DATABASE_URL: undefined, REDIS_URL: undefined })).toEqual({ kind: "embedded", redisUrl: undefined });
    expect(webTopology({ DATABASE_URL: undefined, REDIS_URL: REDIS })).toEqual({ kind: "embedded", redisUrl: REDIS });
    expect(webTopology({ DATABASE_URL: PG, REDIS_URL: undefined })).toEqual({
      kind: "single-server",
      databaseUrl: PG,
      redisUrl: undefined,
    });
    expect(webTopology({ DATABASE_URL: PG, REDIS_URL: REDIS })).toEqual({ kind: "clustered-web", databaseUrl: PG, redisUrl: REDIS });
  });

  it("shares Redis between processes only in a cluster: an embedded site with Redis still runs its periodic work itself", () => {
    expect(clusterRedisUrl(webTopology({ DATABASE_URL: undefined, REDIS_URL: REDIS }))).toBeUndefined();
    expect(clusterRedisUrl(webTopology({ DATABASE_URL: PG, REDIS_URL: undefined }))).toBeUndefined();
    expect(clusterRedisUrl(webTopology({ DATABASE_URL: PG, REDIS_URL: REDIS }))).toBe(REDIS);
    expect(clusterRedisUrl(workerTopology({ DATABASE_URL: PG, REDIS_URL: REDIS }))).toBe(REDIS);
  });

  it("refuses a crawl worker without both PostgreSQL and Redis, saying so in Korean", () => {
    for (const config of [
      { DATABASE_URL: undefined, REDIS_URL: REDIS },
      { DATABASE_URL: PG, REDIS_URL: undefined },
    ]) {
      expect(() => workerTopology(config)).toThrow(TopologyError);
      expect(() => workerTopology(config)).toThrow(/DATABASE_URL\(PostgreSQL\)과 REDIS_URL\(Redis\)/);
    }
  });
});
