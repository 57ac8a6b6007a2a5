import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoShopServer, type DemoShopServer } from "@/demo/shops/demo-shop-server";
import { sellerSites } from "@/domains/catalog/schema";
import { addWishlistItem } from "@/domains/wishlist/mutations";
import { getDb, setDbHandle, type DbHandle } from "@/platform/db/client";
import { freePort } from "../../scripts/cluster/child-process";
import { startCluster, type Cluster } from "../../scripts/cluster/start-cluster";
import { createAdmin, createMember } from "../support/account-factories";
import { createDemoShopSite } from "../support/crawler-factories";
import {
  callWithSession,
  cookieHeaderFor,
  expectAlive,
  openMemberSocket,
  pricesIn,
  unreachableStores,
  useClusterDatabase,
} from "./cluster-fixture";
import { startPrivatePostgres, startPrivateRedis, type PrivateStore } from "./private-stores";

// Needs the machine's PostgreSQL binaries and redis-server; runs where the other cluster tests run.
const skipReason = await unreachableStores();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(skipReason)("cluster faults (private PostgreSQL and Redis, restarted by the test)", () => {
  let postgres: PrivateStore;
  let redis: PrivateStore;
  let cluster: Cluster;
  let shops: DemoShopServer;
  let db: DbHandle;
  let adminCookie: string;

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis()]);
    shops = await startDemoShopServer({ port: await freePort(), host: "127.0.0.1", priceControl: true });
    cluster = await startCluster({
      postgresUrl: postgres.url,
      redisUrl: redis.url,
      workers: 1,
      env: {
        NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET!,
        DEMO_SHOPS_URL: shops.url,
        CRAWLER_ALLOW_HOSTS: new URL(shops.url).host,
        // Two drops of one product seconds apart must both be told here (a member's window is 6 hours by default).
        PRICE_ALERT_MIN_HOURS: "0",
      },
    });
    db = useClusterDatabase(cluster.databaseUrl);
    adminCookie = await cookieHeaderFor(await createAdmin());
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await db?.close().catch(() => {});
    await cluster?.stop();
    await shops?.close();
    await Promise.all([postgres?.remove(), redis?.remove()]);
  });

  const everyProcess = () => [...cluster.webs.map((w) => w.child), ...cluster.workers, cluster.nginx];

  it("PostgreSQL restarted under load: API requests answer 503 during the outage, then 200; no process dies", async () => {
    const member = await createMember();
    const cookie = await cookieHeaderFor(member);
    const answers: Array<{ at: number; status: number | string }> = [];
    let phase: "before" | "down" | "after" = "before";
    const phases = new Map<string, Set<number | string>>();
    const counts = new Map<string, number>();
    /** Every client has answered in this phase, a few times over. */
    const answeredIn = (name: typeof phase) =>
      expect.poll(() => counts.get(name) ?? 0, { timeout: 20_000, interval: 20 }).toBeGreaterThanOrEqual(12);
    let loading = true;
    const client = async (path: string, headers: Record<string, string>) => {
      while (loading) {
        const status = await fetch(`${cluster.proxyUrl}${path}`, { headers, signal: AbortSignal.timeout(10_000) }).then(
          (r) => r.body!.cancel().then(() => r.status),
          (err: Error) => err.name,
        );
        answers.push({ at: Date.now(), status });
        const seen = phases.get(phase) ?? new Set();
        phases.set(phase, seen.add(status));
        counts.set(phase, (counts.get(phase) ?? 0) + 1);
        await sleep(20);
      }
    };
    const clients = [
      client("/api/health", {}),
      client("/api/notifications", { cookie }),
      client("/api/notifications", { cookie }),
      client("/api/wishlist/ids", { cookie }),
    ];
    await answeredIn("before");
    phase = "down";
    await postgres.stop();
    // The outage is seen: API requests answer 503.
    await expect.poll(() => phases.get("down")?.has(503) ?? false, { timeout: 20_000, interval: 20 }).toBe(true);
    // The proxy's request id is on the instance's log line for the failed request.
    const failed = await fetch(`${cluster.proxyUrl}/api/health`);
    expect(failed.status).toBe(503);
    const requestId = failed.headers.get("x-request-id")!;
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    await expect
      .poll(() => cluster.webs.map((w) => w.child.output()).join("\n"), { timeout: 3_000 })
      .toMatch(new RegExp(`"reqId":"${requestId}"[^\n]*"status":503`));
    await sleep(2_000);
    await postgres.start();
    // The pools reconnect on their next query.
    await expect.poll(async () => (await fetch(`${cluster.proxyUrl}/api/health`)).status, { timeout: 20_000 }).toBe(200);
    phase = "after";
    await answeredIn("after");
    loading = false;
    await Promise.all(clients);

    expect([...phases.get("before")!]).toEqual([200]);
    expect([...phases.get("down")!].sort()).toContain(503);
    for (const status of phases.get("down")!) expect([200, 503]).toContain(status);
    expect([...phases.get("after")!]).toEqual([200]);
    await expectAlive(everyProcess());
  });

  it("Redis restarted: sockets stay or reconnect, and notifications resume; one made meanwhile is listed", async () => {
    const [a, b] = cluster.webs;
    const member = await createMember();
    const cookie = await cookieHeaderFor(member);
    const { site: shop, offers } = await createDemoShopSite({ shopsUrl: shops.url, siteSlug: "ecig24", count: 1 });
    await getDb().update(sellerSites).set({ enabled: false }).where(eq(sellerSites.id, shop.id));
    const { offer, product } = offers[0]!;
    const crawlOn = (url: string) =>
      callWithSession(adminCookie, `${url}/api/admin/offers/${offer.id}/crawl`, { method: "POST", origin: cluster.proxyUrl });
    const first = await crawlOn(a!.url);
    const { url, newPrice } = first.json.observation as { url: string; newPrice: number };
    await addWishlistItem({ userId: member.id, productId: product.id });
    const setPrice = (price: number) => fetch(`${shops.url}/_control/price`, { method: "POST", body: JSON.stringify({ url, price }) });
    // Through the proxy, as a browser: it reconnects on its own when its connection is lost.
    const socket = await openMemberSocket({ url: cluster.proxyUrl, origin: cluster.proxyUrl, member, reconnection: true });

    await redis.stop();
    await setPrice(newPrice - 1_500);
    const duringOutage = crawlOn(a!.url);
    await sleep(3_000);
    await redis.start();
    expect((await duringOutage).json.observation).toMatchObject({ changed: true, newPrice: newPrice - 1_500 });

    // Stored while Redis was away: listed (what the client fetches on reconnect).
    const listDrops = async () => {
      const listed = await callWithSession(cookie, `${cluster.proxyUrl}/api/notifications`, { origin: cluster.proxyUrl });
      return (listed.json.notifications as Array<{ content: string }>).map((n) => pricesIn(n.content));
    };
    await expect.poll(async () => (await listDrops()).map((d) => d && d[0] - d[1]), { timeout: 5_000 }).toEqual([1_500]);
    const drops = await listDrops();
    await expect.poll(() => socket.socket.connected, { timeout: 15_000 }).toBe(true);

    // And live again, whichever instance makes it.
    const before = socket.received.length;
    await setPrice(newPrice - 3_000);
    await expect
      .poll(
        async () => {
          if (socket.received.some((n) => pricesIn(n.content)?.[1] === drops[0]![1] - 1_500)) return true;
          await crawlOn(b!.url);
          return false;
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(true);
    expect(socket.received.length).toBeGreaterThan(before);
    socket.socket.close();
    await expectAlive(everyProcess());
  });
});
