import os from "node:os";
import { Redis } from "ioredis";
import pg from "pg";
import { io as connectSocket, type Socket } from "socket.io-client";
import { expect } from "vitest";
import type { NotificationView } from "@/domains/notifications/notification-view";
import { openPostgres, setDbHandle, type DbHandle } from "@/platform/db/client";
import { sessionCookieFor } from "../support/account-factories";

/** The servers the cluster tests run against (CI sets both; the defaults are this machine's). */
export const postgresServerUrl = process.env.TEST_DATABASE_URL ?? `postgres://${os.userInfo().username}@127.0.0.1:5432/postgres`;
export const redisServerUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

const UNREACHABLE = new Set(["ECONNREFUSED", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH", "EAI_AGAIN"]);
const unreachable = (err: Error & { code?: string }) => (err.code && UNREACHABLE.has(err.code)) || /timeout/i.test(err.message);

/**
 * Why the cluster tests cannot run here (PostgreSQL or Redis unreachable), printed once; null when they can.
 * A server that answers but refuses (wrong user, password) fails the run instead of skipping it.
 */
export async function unreachableStores(): Promise<string | null> {
  const reasons: string[] = [];
  const client = new pg.Client({ connectionString: postgresServerUrl, connectionTimeoutMillis: 3_000 });
  await client.connect().then(
    () => client.end(),
    (err: Error) => {
      if (!unreachable(err)) throw err;
      reasons.push(`PostgreSQL ${postgresServerUrl}: ${err.message}`);
    },
  );
  const redis = new Redis(redisServerUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3_000, retryStrategy: () => null });
  redis.on("error", () => {});
  await redis.connect().then(
    () => redis.ping(),
    (err: Error) => {
      if (!unreachable(err)) throw err;
      reasons.push(`Redis ${redisServerUrl}: ${err.message}`);
    },
  );
  redis.disconnect();
  if (reasons.length === 0) return null;
  const reason = `tests/cluster 건너뜀 — 연결할 수 없습니다: ${reasons.join("; ")}`;
  console.warn(reason);
  return reason;
}

/** The cluster's database as this test process's (for factories and assertions). */
export function useClusterDatabase(databaseUrl: string): DbHandle {
  const handle = openPostgres(databaseUrl, { max: 4 });
  setDbHandle(handle);
  return handle;
}

type Member = Parameters<typeof sessionCookieFor>[0];

export async function cookieHeaderFor(member: Member): Promise<string> {
  const cookie = await sessionCookieFor(member);
  return `${cookie.name}=${cookie.value}`;
}

export type MemberSocket = { socket: Socket; received: NotificationView[]; disconnects: string[] };

/** A member's browser socket on one instance (or the proxy): session cookie and the site's Origin on the handshake. */
export async function openMemberSocket({
  url,
  origin,
  member,
  reconnection = false,
}: {
  url: string;
  origin: string;
  member: Member;
  reconnection?: boolean;
}): Promise<MemberSocket> {
  const socket = connectSocket(url, {
    transports: ["websocket"],
    extraHeaders: { origin, cookie: await cookieHeaderFor(member) },
    reconnection,
    reconnectionDelay: 500,
    reconnectionDelayMax: 1_000,
  });
  const received: NotificationView[] = [];
  const disconnects: string[] = [];
  socket.on("notification", (n: NotificationView) => received.push(n));
  socket.on("disconnect", (reason) => disconnects.push(reason));
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", (err) => reject(err));
  });
  return { socket, received, disconnects };
}

/** A JSON call with a session cookie (see cookieHeaderFor), as the site's own page would make it. */
export async function callWithSession(
  cookie: string,
  url: string,
  { method = "GET", body, origin }: { method?: string; body?: unknown; origin: string },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; json: any }> {
  const response = await fetch(url, {
    method,
    headers: { cookie, origin, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}

export async function expectAlive(children: Array<{ name: string; process: { exitCode: number | null; signalCode: string | null } }>) {
  for (const child of children)
    expect({ name: child.name, exitCode: child.process.exitCode, signal: child.process.signalCode }).toEqual({
      name: child.name,
      exitCode: null,
      signal: null,
    });
}

/**
 * The two prices of a price-drop or 역대 최저가 notification ("… · 쇼핑몰 14,000원 (배송비 포함, 15,500원에서 ↓9%)",
 * "… (배송비 포함, 역대 최저가 · 15,500원에서 ↓9%)"): from, now.
 */
export function pricesIn(content: string): [number, number] | null {
  const match = /([\d,]+)원 \(배송비 포함, (?:역대 최저가 · )?([\d,]+)원에서 ↓/.exec(content);
  return match ? [Number(match[2]!.replaceAll(",", "")), Number(match[1]!.replaceAll(",", ""))] : null;
}
