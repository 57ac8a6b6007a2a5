import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** A child of the cluster: its output (last 200 kB) and a way to stop it. */
export type ClusterChild = {
  name: string;
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Sends `signal` and waits for the exit; SIGKILL after `graceMs`. */
  stop: (signal?: NodeJS.Signals, graceMs?: number) => Promise<number | null>;
};

/**
 * The ports a test server may listen on: below the kernel's ephemeral range (ip_local_port_range),
 * which outgoing connections (to PostgreSQL, Redis, the app itself) draw their local ports from; a
 * port taken from that range and closed could be any outgoing socket's the next moment (EADDRINUSE).
 */
const LISTEN_PORTS = { first: 20_000, last: 32_000 };

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

/** A free port whose next `count - 1` ports are free too (the built-in demo shops' index port and each shop's own). */
export async function freePortRange(count: number): Promise<number> {
  for (;;) {
    const first = LISTEN_PORTS.first + Math.floor(Math.random() * (LISTEN_PORTS.last - LISTEN_PORTS.first - count));
    const ports = Array.from({ length: count }, (_, i) => first + i);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return first;
  }
}

export const freePort = (): Promise<number> => freePortRange(1);

export function spawnChild({
  name,
  command,
  args,
  env,
  echo,
}: {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  echo?: (name: string, line: string) => void;
}): ClusterChild {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-200_000);
    if (echo) for (const line of chunk.toString().split("\n")) if (line.trim()) echo(name, line);
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code, signal) => resolve(code ?? (signal ? -1 : null))));
  return {
    name,
    process: child,
    output: () => output,
    exited,
    stop: async (signal = "SIGTERM", graceMs = 15_000) => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
        await exited;
        clearTimeout(timer);
      }
      return exited;
    },
  };
}

/** Polls `url` until it answers 2xx; throws with the child's output when it exits or `timeoutMs` passes. */
export async function waitUntilHealthy(child: ClusterChild, url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.process.exitCode !== null)
      throw new Error(`${child.name} exited (${child.process.exitCode}):\n${child.output().slice(-4000)}`);
    if (Date.now() > deadline) throw new Error(`${child.name} did not answer ${url} in time:\n${child.output().slice(-4000)}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 300));
  }
}
