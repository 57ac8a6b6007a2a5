import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEMO_SHOPS_PORT_COUNT } from "@/demo/shops/demo-shop-origins";
import { freePort, freePortRange } from "../../scripts/cluster/child-process";

export type AppServer = {
  baseUrl: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
};

/**
 * Starts the production build (`tsx server.ts`) on a free port with its own data folder, as a
 * user's `npm start` would, and waits until /api/health answers. `withBaseUrl: false` leaves
 * BASE_URL unset, as a user who only sets PORT would. `cwd` starts another checkout's build (the
 * Lighthouse bench's older tree). `from` is a data folder copied in before the start (the e2e run's migrated one,
 * tests/e2e/global-setup.ts), for a test that is not about a first start's database set-up.
 */
export async function startAppServer(
  env: Record<string, string> = {},
  { timeoutMs = 180_000, withBaseUrl = true, cwd, from }: { timeoutMs?: number; withBaseUrl?: boolean; cwd?: string; from?: string } = {},
): Promise<AppServer> {
  const port = await freePort();
  // Each server gets its own demo shops, so parallel test servers never fight over their ports.
  const demoShopsPort = await freePortRange(DEMO_SHOPS_PORT_COUNT);
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "aeksang-e2e-"));
  if (from) cpSync(from, dataDir, { recursive: true });
  let output = "";
  // The embedded default unless a test asks for PostgreSQL/Redis explicitly.
  // (Vite also puts its own BASE_URL, "/", in the environment.)
  const { DATABASE_URL: _db, REDIS_URL: _redis, BASE_URL: _base, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd,
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...(withBaseUrl ? { BASE_URL: `http://localhost:${port}` } : {}),
      DEMO_SHOPS_PORT: String(demoShopsPort),
      LOG_LEVEL: "info",
      // The suites browse the catalogue past the click's 19+ notice; the 본인인증 gate's own suite sets "" (the default, identity).
      ADULT_VERIFICATION: "notice",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${output}`);
    }
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    port,
    dataDir,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      const code = await exited;
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
