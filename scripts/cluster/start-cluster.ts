import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import webpush from "web-push";
import { freePort, spawnChild, waitUntilHealthy, type ClusterChild } from "./child-process";
import { ensureNginx, startNginx } from "./nginx-proxy";
import { claimScratchRedisDb, createScratchDatabase } from "./scratch-stores";

export type WebInstance = { index: number; port: number; url: string; child: ClusterChild };

export type ClusterOptions = {
  /** A PostgreSQL server (any database URL on it): the cluster gets a fresh database there. */
  postgresUrl: string;
  /** A Redis server: the cluster claims an empty database index there. */
  redisUrl: string;
  webInstances?: number;
  workers?: number;
  /** Extra environment for every web and worker process (e.g. CRAWLER_ALLOW_HOSTS). */
  env?: Record<string, string>;
  /** Runs once the database is migrated, before the workers start (the CLI seeds the demo catalogue). */
  prepare?: (cluster: { databaseUrl: string; env: NodeJS.ProcessEnv }) => Promise<void>;
  proxyPort?: number;
  log?: (line: string) => void;
  echo?: (name: string, line: string) => void;
};

export type Cluster = {
  proxyUrl: string;
  databaseUrl: string;
  redisUrl: string;
  /** The environment every process shares (secrets, stores, BASE_URL). */
  env: NodeJS.ProcessEnv;
  webs: WebInstance[];
  workers: ClusterChild[];
  nginx: ClusterChild;
  /** (Re)starts web instance `index` on its port and waits until it answers. */
  startWeb: (index: number) => Promise<WebInstance>;
  startWorker: () => ClusterChild;
  stop: () => Promise<void>;
};

const APP_ENV_KEYS = [
  "DATABASE_URL",
  "REDIS_URL",
  "BASE_URL",
  "PORT",
  "HOST",
  "DATA_DIR",
  "NEXTAUTH_SECRET",
  "VAPID_PUBLIC_KEY",
  "VAPID_PRIVATE_KEY",
];

/**
 * The production topology on one machine: N web instances (`tsx server.ts`, production build), M crawl
 * workers (`tsx worker.ts`) and nginx with deploy/nginx.conf in front, on a fresh PostgreSQL database
 * and an empty Redis database index. Every process shares the secrets and one DATA_DIR (uploads), like
 * a shared volume. stop() ends every process and drops the database and the Redis keys.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => {});
  const nginxBinary = ensureNginx(log);
  const root = mkdtempSync(path.join(os.tmpdir(), "aeksang-cluster-"));
  const cleanups: Array<() => Promise<void>> = [async () => rmSync(root, { recursive: true, force: true })];
  const children: ClusterChild[] = [];
  const stop = async () => {
    await Promise.all(children.map((c) => c.stop("SIGTERM", 15_000)));
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((err) => log(`정리 실패: ${String(err)}`));
  };
  try {
    const database = await createScratchDatabase(options.postgresUrl, "cluster");
    cleanups.push(database.drop);
    const redis = await claimScratchRedisDb(options.redisUrl);
    cleanups.push(redis.release);
    const proxyPort = options.proxyPort ?? (await freePort());
    const proxyUrl = `http://localhost:${proxyPort}`;
    const vapid = webpush.generateVAPIDKeys();
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !APP_ENV_KEYS.includes(key)));
    const env: NodeJS.ProcessEnv = {
      ...inherited,
      NODE_ENV: "production",
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      BASE_URL: proxyUrl,
      TRUST_PROXY: "loopback",
      DATA_DIR: path.join(root, "data"),
      NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      LOG_FORMAT: "json",
      LOG_LEVEL: "info",
      NEXT_TELEMETRY_DISABLED: "1",
      ...options.env,
    };
    const node = (script: string) => ["--import", "tsx", script];

    const ports = await Promise.all(Array.from({ length: options.webInstances ?? 2 }, () => freePort()));
    const webs: WebInstance[] = [];
    const startWeb = async (index: number): Promise<WebInstance> => {
      const port = ports[index]!;
      const child = spawnChild({
        name: `web${index + 1}`,
        command: process.execPath,
        args: node("server.ts"),
        env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
        echo: options.echo,
      });
      children.push(child);
      const web = { index, port, url: `http://127.0.0.1:${port}`, child };
      await waitUntilHealthy(child, `${web.url}/api/ready`);
      webs[index] = web;
      return web;
    };
    let workerCount = 0;
    const startWorker = () => {
      const child = spawnChild({
        name: `worker${++workerCount}`,
        command: process.execPath,
        args: node("worker.ts"),
        env,
        echo: options.echo,
      });
      children.push(child);
      return child;
    };

    log(`PostgreSQL ${database.url}, Redis ${redis.url}`);
    await Promise.all(ports.map((_, index) => startWeb(index)));
    await options.prepare?.({ databaseUrl: database.url, env });
    const workers = Array.from({ length: options.workers ?? 2 }, startWorker);
    const nginx = startNginx({
      binary: nginxBinary,
      dir: path.join(root, "nginx"),
      port: proxyPort,
      upstreams: ports.map((p) => `127.0.0.1:${p}`),
      echo: options.echo,
    });
    children.push(nginx);
    await waitUntilHealthy(nginx, `${proxyUrl}/nginx-health`, 20_000);
    return { proxyUrl, databaseUrl: database.url, redisUrl: redis.url, env, webs, workers, nginx, startWeb, startWorker, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
