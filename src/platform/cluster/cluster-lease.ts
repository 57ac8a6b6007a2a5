import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { logger } from "@/platform/logger";

/**
 * Once-per-period work across every process of a cluster: `claim(name, periodMs)` answers true in exactly
 * one process per period (Redis `SET NX PX`: the first caller holds the name until the period ends), so a
 * timer every process runs does its work once cluster-wide. Without Redis (one process) every claim wins.
 * When Redis is unreachable no claim wins: skipping a tick beats running it everywhere.
 */
export type ClusterLease = { claim: (name: string, periodMs: number) => Promise<boolean>; close: () => Promise<void> };

export function createClusterLease({ redisUrl, prefix = "aeksangpick:lease" }: { redisUrl?: string; prefix?: string }): ClusterLease {
  if (!redisUrl) return { claim: async () => true, close: async () => {} };
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  redis.on("error", (err) => logger.warn({ err }, "cluster lease Redis error"));
  const owner = randomUUID();
  return {
    // A little under the period, so the next period's claim never finds the last one still held.
    claim: (name, periodMs) =>
      redis.set(`${prefix}:${name}`, owner, "PX", Math.max(1, Math.floor(periodMs * 0.9)), "NX").then(
        (answer) => answer === "OK",
        () => false,
      ),
    close: async () => void (await redis.quit().catch(() => redis.disconnect())),
  };
}

/** Runs `run` every `everyMs` in the one process that claims each period; stop() ends this process's timer. */
export function everyClusterWide({
  lease,
  name,
  everyMs,
  run,
}: {
  lease: ClusterLease;
  name: string;
  everyMs: number;
  run: () => Promise<void>;
}): { stop: () => void } {
  const timer = setInterval(
    () =>
      void lease
        .claim(name, everyMs)
        .then((won) => (won ? run() : undefined))
        .catch((err) => logger.warn({ err, task: name }, "cluster-wide task failed")),
    everyMs,
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
