import type { Config } from "./config";
import { processSlot } from "./process-slots";

/**
 * Where this process stands in the deployment, decided once at start (start-server.ts for the web, worker.ts) and
 * handed to every background service, instead of each reading DATABASE_URL and REDIS_URL its own way:
 * - `embedded`: PGlite in this one process (`npm start`); all background work runs here. Redis, if set, still
 *   holds the page cache, rate limits and socket fan-out.
 * - `single-server`: PostgreSQL without Redis: one web process, which does all the background work itself.
 * - `clustered-web`: PostgreSQL + Redis: several web processes share leases (periodic work runs once cluster-wide)
 *   and queues (crawls go to `npm run worker`, push to BullMQ).
 * - `worker`: a crawl worker (`npm run worker`), which needs PostgreSQL and Redis.
 */
export type Topology =
  | { kind: "embedded"; redisUrl: string | undefined }
  | { kind: "single-server"; databaseUrl: string; redisUrl: undefined }
  | { kind: "clustered-web"; databaseUrl: string; redisUrl: string }
  | WorkerTopology;
export type WorkerTopology = { kind: "worker"; databaseUrl: string; redisUrl: string };

type DeploymentConfig = Pick<Config, "DATABASE_URL" | "REDIS_URL">;

export class TopologyError extends Error {}

/** A web process (`npm start`, server.ts): its kind follows from which of PostgreSQL and Redis are configured. */
export function webTopology({ DATABASE_URL, REDIS_URL }: DeploymentConfig): Topology {
  if (!DATABASE_URL) return { kind: "embedded", redisUrl: REDIS_URL };
  return REDIS_URL
    ? { kind: "clustered-web", databaseUrl: DATABASE_URL, redisUrl: REDIS_URL }
    : { kind: "single-server", databaseUrl: DATABASE_URL, redisUrl: undefined };
}

/** A crawl worker (`npm run worker`), which exists only beside a cluster's PostgreSQL and Redis. */
export function workerTopology({ DATABASE_URL, REDIS_URL }: DeploymentConfig): WorkerTopology {
  if (!DATABASE_URL || !REDIS_URL)
    throw new TopologyError(
      "작업자(worker)는 DATABASE_URL(PostgreSQL)과 REDIS_URL(Redis)이 모두 설정되어야 실행됩니다. 내장 데이터베이스로는 npm start 하나로 충분합니다.",
    );
  return { kind: "worker", databaseUrl: DATABASE_URL, redisUrl: REDIS_URL };
}

/** Redis shared by the processes of a cluster (leases, queues), or undefined when this process is the only one. */
export function clusterRedisUrl(topology: Topology): string | undefined {
  return topology.kind === "clustered-web" || topology.kind === "worker" ? topology.redisUrl : undefined;
}

const installed = processSlot<Topology>("topology");

/** The composition root (start-server.ts, worker.ts) installs the process's topology once, before anything runs. */
export function installTopology(topology: Topology): void {
  installed.set(topology);
}

/**
 * The installed topology, for code that runs outside a background service's start (a queue created on first use).
 * A process that never installed one (a script, a test) is a web process of its configuration.
 */
export function processTopology(config: DeploymentConfig): Topology {
  return installed.get() ?? webTopology(config);
}
