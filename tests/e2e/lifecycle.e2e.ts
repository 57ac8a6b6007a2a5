import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { signInOverHttp } from "../support/http-sign-in";
import http from "node:http";
import { io as connectSocket } from "socket.io-client";
import { Pool } from "undici";
import { describe, expect, it } from "vitest";
import { startAppServer } from "../support/app-server";
import { startTcpProxy } from "../support/tcp-proxy";
import { demoDataDir } from "./pages";
import { createScratchDatabase } from "../../scripts/cluster/scratch-stores";

const pgServerUrl = process.env.TEST_DATABASE_URL;

/** One request per TCP connection, sent at once: in flight from the moment the call is made. */
function getOnOwnConnection(url: string): Promise<{ status: number; body: string }> {
  const startedAt = Date.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", (error) => reject(new Error(`${url}: ${error.message} after ${Date.now() - startedAt} ms`)));
  });
}

// Each test starts its own production server (the first two from the run's demo data): allow for a busy machine.
describe("server lifecycle", { timeout: 180_000 }, () => {
  it("finishes every in-flight request on SIGTERM and exits 0 within 10 s", async () => {
    const server = await startAppServer({ PAGE_CACHE_SECONDS: "0", CATALOGUE_CACHE_SECONDS: "0" }, { from: demoDataDir() });
    // Twelve uncached renders of the home page: on two busy cores (load 6) forty took longer than the 8.5 s a
    // stop gives the requests in flight, and were cut, with or without this stop's lame duck.
    const inFlight = Array.from({ length: 12 }, (_, i) => getOnOwnConnection(`${server.baseUrl}/?n=${i}`));
    await new Promise((r) => setTimeout(r, 30));
    const stoppedAt = Date.now();
    const exitCode = server.stop();
    const responses = await Promise.all(inFlight).catch((error) => {
      throw new Error(`a request was lost: ${error}\n${server.output()}`);
    });
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    expect(responses.every((r) => r.body.includes("</html>"))).toBe(true);
    expect(await exitCode).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
  });

  it("drains a burst on 50 keep-alive connections at SIGTERM with zero failed requests; readiness says 503 first", async () => {
    const server = await startAppServer({}, { from: demoDataDir() });
    const pool = new Pool(server.baseUrl, { connections: 50, pipelining: 1 });
    // Sockets need a member's session (notifications): the demo member's cookie.
    const { jar } = await signInOverHttp({
      baseUrl: server.baseUrl,
      fields: { email: DEMO_ACCOUNTS.member.email, password: DEMO_ACCOUNTS.member.password },
    });
    const cookie = `next-auth.session-token=${jar.get("next-auth.session-token")}`;
    const socket = connectSocket(server.baseUrl, { transports: ["websocket"], extraHeaders: { cookie } });
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    const socketClosed = new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));
    const answers: Array<{ status: number | string; at: number }> = [];
    let stopAt = Date.now() + 60_000;
    let signalledAt = Infinity;
    const worker = async (n: number) => {
      for (let i = 0; Date.now() < stopAt; i++) {
        const path = i % 2 ? "/api/health" : `/ranking?w=${n % 5}`;
        const answer = await pool.request({ path, method: "GET" }).then(
          async (r) => (await r.body.dump(), r.statusCode),
          (error: Error & { code?: string }) => `${error.code ?? error.message} after ${Date.now() - signalledAt} ms`,
        );
        answers.push({ status: answer, at: Date.now() });
      }
    };
    const burst = Promise.all(Array.from({ length: 50 }, (_, n) => worker(n)));
    await new Promise((r) => setTimeout(r, 1_500));
    signalledAt = Date.now();
    const exitCode = server.stop();
    let readiness: number | string = 200;
    while (readiness === 200 && Date.now() - signalledAt < 2_000)
      readiness = await fetch(`${server.baseUrl}/api/ready`).then(
        (r) => r.status,
        (e: Error) => e.message,
      );
    const readyFailedAt = Date.now();
    const liveness = await fetch(`${server.baseUrl}/api/health`).then((r) => r.status);
    // A load balancer stops sending shortly after readiness fails; so does this burst.
    stopAt = Date.now() + 500;
    await burst;
    await pool.close();
    const failed = answers.filter((a) => a.status !== 200);
    expect({ readiness, liveness, failed: failed.slice(0, 5), failures: failed.length }).toEqual({
      readiness: 503,
      liveness: 200,
      failed: [],
      failures: 0,
    });
    expect(answers.filter((a) => a.at > readyFailedAt).length).toBeGreaterThan(0);
    expect(answers.length).toBeGreaterThan(200);
    expect(await socketClosed).toBe("transport close");
    socket.close();
    expect(await exitCode).toBe(0);
  });

  it("keeps embedded data across a restart and seeds the demo data only once", async () => {
    const { mkdtempSync, rmSync } = await import("node:fs");
    const dataDir = mkdtempSync("/tmp/aeksang-restart-");
    try {
      const first = await startAppServer({ DATA_DIR: dataDir });
      expect(first.output()).toContain("내장 데이터베이스 사용");
      await first.stop();
      const second = await startAppServer({ DATA_DIR: dataDir });
      expect(second.output()).not.toContain("데모 데이터:");
      const health = await fetch(`${second.baseUrl}/api/health`).then((r) => r.json());
      expect(health).toEqual({ status: "ok", db: "ok" });
      await second.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("stops start-up with one line naming a bad variable", async () => {
    await expect(startAppServer({ GA_MEASUREMENT_ID: "not-an-id" }, { timeoutMs: 60_000 })).rejects.toThrow(/GA_MEASUREMENT_ID/);
  });

  it.skipIf(!pgServerUrl)("runs on PostgreSQL, answers 503 while it is unreachable and recovers", async () => {
    const scratch = await createScratchDatabase(pgServerUrl!, "t");
    const target = new URL(pgServerUrl!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(scratch.url);
    url.port = String(proxy.port);
    const server = await startAppServer({ DATABASE_URL: url.toString() });
    try {
      expect(server.output()).toContain("PostgreSQL 사용");
      await proxy.cut();
      const down = await fetch(`${server.baseUrl}/api/health`);
      expect(down.status).toBe(503);
      await proxy.restore();
      let recovered = 0;
      for (let i = 0; i < 40 && recovered !== 200; i++) {
        recovered = (await fetch(`${server.baseUrl}/api/health`)).status;
        if (recovered !== 200) await new Promise((r) => setTimeout(r, 250));
      }
      expect(recovered).toBe(200);
      expect(server.process.exitCode).toBeNull();
    } finally {
      await server.stop();
      await proxy.close();
      await scratch.drop();
    }
  });
});
