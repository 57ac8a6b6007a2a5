/**
 * Notification fan-out: one price drop on a product wishlisted by 10,000 members, 2,000 of them with
 * a socket open (a child process on loopback). Times the whole path — who to alert, preferences, ONE
 * insert of 10,000 rows, one emit per room — until the last socket has its event, beside a raw
 * socket.io broadcast of the same payload to the same sockets in the same run. PostgreSQL scratch
 * database; writes the "fanout" section of bench/README.md.
 *
 *   node --conditions=react-server --import tsx bench/fanout/run.ts   (BENCH_DATABASE_URL, BENCH_RUNS)
 */
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { encode } from "next-auth/jwt";
import pg from "pg";
import { sql } from "drizzle-orm";
import type { Server } from "socket.io";
import { attachNotificationSockets } from "@/domains/notifications/notification-sockets";
import { notifyPriceEvents } from "@/domains/notifications/notice-pipeline";
import type { PriceAlert } from "@/domains/wishlist/price-alerts";
import { resetConfigForTests } from "@/platform/config";
import { openPostgres, setDbHandle } from "@/platform/db/client";
import { applyMigrations } from "@/platform/db/migrate";
import { queryRows } from "@/platform/db/rows";
import { attachRealtime } from "@/platform/realtime/socket-server";
import "@tests/support/install-composition";
import { updateBenchReadme } from "../lib/update-bench-readme";

const MEMBERS = 10_000;
const SOCKETS = 2_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SITE = "http://localhost:3000";
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/postgres";
process.env.NEXTAUTH_SECRET ||= "bench-secret-for-the-fanout-benchmark-0123456789";
process.env.BASE_URL = SITE;
resetConfigForTests();
const log = (message: string) => console.log(`[bench fanout] ${message}`);
const now = () => performance.timeOrigin + performance.now();
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const median = (values: number[]) =>
  pct(
    [...values].sort((a, b) => a - b),
    50,
  );
const round = (ms: number) => Math.round(ms * 10) / 10;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

type Clients = { send: (c: unknown) => void; next: <T>(kind: string) => Promise<T>; stop: () => void };
function startClients(): Clients {
  const child = fork(path.join(import.meta.dirname, "clients.ts"), { execArgv: ["--import", "tsx"] });
  return {
    send: (c) => child.send(c as never),
    next: <T>(kind: string) =>
      new Promise<T>((resolve) => {
        const on = (m: { kind: string }) => m.kind === kind && (child.off("message", on), resolve(m as T));
        child.on("message", on);
      }),
    stop: () => child.send({ kind: "stop" }),
  };
}

type Round = { insertMs: number; p50: number; p99: number; lastMs: number; received: number };

async function main() {
  const name = `bench_fanout_${randomBytes(4).toString("hex")}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await admin(`CREATE DATABASE "${name}"`);
  const handle = openPostgres(url.toString(), { max: 4 });
  const http = createServer();
  const realtime = attachRealtime(http, {});
  const clients = startClients();
  try {
    await applyMigrations(handle);
    setDbHandle(handle);
    await handle.db.execute(sql`insert into app_user (email, nickname, birth_year)
      select 'fan' || g || '@example.kr', '팬' || g, 1990 from generate_series(1, ${MEMBERS}) g`);
    const members = await queryRows<{ id: string; token_version: number }>(
      handle.db,
      sql`select id, token_version from app_user order by email`,
    );
    attachNotificationSockets({ io: realtime.io, trustProxy: undefined });
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    const socketUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

    const cookies = await Promise.all(
      members.slice(0, SOCKETS).map(async (m) => {
        const token = { sub: m.id, name: null, email: null, grade: "NORMAL" as const, ver: m.token_version, chk: Date.now() + 3_600_000 };
        return `next-auth.session-token=${await encode({ secret: process.env.NEXTAUTH_SECRET!, token })}`;
      }),
    );
    const started = Date.now();
    clients.send({ kind: "start", start: { url: socketUrl, origin: SITE, cookies } });
    const { count } = await clients.next<{ count: number }>("ready");
    log(`${MEMBERS} members, ${count} sockets connected in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const content = "바이스랩 레몬 30ml 최저가 12,900원 → 11,500원";
    // The wishlist's collectPriceAlerts answers this for 10,000 watchers; here its answer is given, so the figure is the notifications side.
    const alerts: PriceAlert[] = members.map((m) => ({ userId: m.id, kind: "price_drop", productId: 42, content, url: "/products/42" }));
    const drop = { type: "price_dropped" as const, productId: 42, oldLowestPrice: 12_900, newLowestPrice: 11_500 };

    // Polls the client process for its stamps until every socket has reported one event.
    const gather = async (t0: number) => {
      const all: number[] = [];
      for (let waited = 0; all.length < SOCKETS; waited += 20) {
        if (waited > 10_000) throw new Error(`only ${all.length} of ${SOCKETS} sockets received the event within 10 s`);
        clients.send({ kind: "collect" });
        all.push(...(await clients.next<{ stamps: number[] }>("stamps")).stamps);
        if (all.length < SOCKETS) await new Promise((r) => setTimeout(r, 20));
      }
      return all.map((s) => s - t0).sort((a, b) => a - b);
    };

    const fanout: Round[] = [];
    const broadcast: Round[] = [];
    for (let run = 0; run < RUNS; run++) {
      let insertedAt = 0;
      const io = realtime.io;
      // Notes when the first emit happens: the insert has returned by then.
      const timedIo = { to: (room: string) => ((insertedAt ||= now()), io.to(room)) } as unknown as Server;
      const t0 = now();
      const created = await notifyPriceEvents({
        events: [drop],
        collect: async () => alerts,
        senders: { push: async () => {} },
        io: timedIo,
      });
      if (created.length !== MEMBERS) throw new Error(`expected ${MEMBERS} notifications, got ${created.length}`);
      const times = await gather(t0);
      fanout.push({ insertMs: insertedAt - t0, p50: pct(times, 50), p99: pct(times, 99), lastMs: times.at(-1)!, received: times.length });

      const sample = created[0]!.notification;
      const b0 = now();
      io.emit("notification", sample);
      const btimes = await gather(b0);
      broadcast.push({ insertMs: 0, p50: pct(btimes, 50), p99: pct(btimes, 99), lastMs: btimes.at(-1)!, received: btimes.length });
      log(
        `run ${run + 1}: insert ${round(insertedAt - t0)} ms, delivered p50 ${round(pct(times, 50))} / p99 ${round(pct(times, 99))} / last ${round(times.at(-1)!)} ms; raw broadcast last ${round(btimes.at(-1)!)} ms`,
      );
    }

    const m = (rounds: Round[], key: keyof Round) => round(median(rounds.map((r) => r[key])));
    const rows = [
      `| notifications: one drop → 10,000 rows (one insert), one emit per room | ${m(fanout, "insertMs")} | ${m(fanout, "p50")} | ${m(fanout, "p99")} | ${m(fanout, "lastMs")} |`,
      `| baseline: raw \`io.emit\` of the same payload to the same sockets | — | ${m(broadcast, "p50")} | ${m(broadcast, "p99")} | ${m(broadcast, "lastMs")} |`,
    ];
    const ratio = (m(fanout, "lastMs") / m(broadcast, "lastMs")).toFixed(1);
    const markdown = `## fanout — \`node --conditions=react-server --import tsx bench/fanout/run.ts\`

Measured ${new Date().toISOString().slice(0, 10)} on this machine (${os.cpus().length} vCPU, shared with other work), PostgreSQL, ${MEMBERS.toLocaleString("en")} members
watching the product, ${SOCKETS.toLocaleString("en")} of them connected (websocket clients in a child process on loopback), in-process socket.io adapter,
median of ${RUNS} runs. Times in ms from the price event; the alert list is given (wishlist's \`collectPriceAlerts\` not included).

| path | rows inserted by | socket p50 | socket p99 | last socket |
|---|---|---|---|---|
${rows.join("\n")}

Last socket vs. raw broadcast: ${ratio}× (aim: everything delivered in under 1 s).`;
    console.log(markdown);
    updateBenchReadme("fanout", markdown);
  } finally {
    clients.stop();
    await realtime.close();
    http.close();
    setDbHandle(undefined);
    await handle.close();
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

await main();
process.exit(0);
