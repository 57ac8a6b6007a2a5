import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, spawnChild, type ClusterChild } from "../../scripts/cluster/child-process";

const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

/** A store the test may stop and start again (the machine's own PostgreSQL and Redis are never touched). */
export type PrivateStore = { url: string; stop: () => Promise<void>; start: () => Promise<void>; remove: () => Promise<void> };

/**
 * A private PostgreSQL (initdb + pg_ctl) on a free port in a temporary folder. initdb refuses root, so
 * as root it runs as the `postgres` user (runuser).
 */
export async function startPrivatePostgres(): Promise<PrivateStore> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "aeksang-pg-"));
  const data = path.join(dir, "data");
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    chownSync(dir, uid, gid);
  }
  const run = (binary: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(PG_BIN, binary), ...args], { stdio: "pipe" })
      : execFileSync(path.join(PG_BIN, binary), args, { stdio: "pipe" });
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = async () => void run("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-o", options, "-w", "start"]);
  const stop = async () => void run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: async () => {
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A private redis-server (append-only file, like a production one) on a free port, in a temporary folder. */
export async function startPrivateRedis(): Promise<PrivateStore> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "aeksang-redis-"));
  const port = await freePort();
  let child: ClusterChild | undefined;
  const start = async () => {
    const server = spawnChild({
      name: "redis",
      command: "redis-server",
      args: ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "yes", "--dir", dir],
      env: process.env,
    });
    child = server;
    const deadline = Date.now() + 10_000;
    while (!server.output().includes("Ready to accept connections")) {
      if (server.process.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = async () => void (await child?.stop("SIGTERM", 5_000));
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    remove: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
