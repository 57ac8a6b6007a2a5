import autocannon from "autocannon";
import { and, eq, inArray } from "drizzle-orm";
import { io as connectSocket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDemoShopServer, type DemoShopServer } from "@/demo/shops/demo-shop-server";
import { priceHistory, sellerSites } from "@/domains/catalog/schema";
import { crawlLogs, crawlRuns } from "@/domains/crawler/schema";
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
  postgresServerUrl,
  pricesIn,
  redisServerUrl,
  unreachableStores,
  useClusterDatabase,
  type MemberSocket,
} from "./cluster-fixture";

const skipReason = await unreachableStores();

const runsOf = (siteId: number) => getDb().select().from(crawlRuns).where(eq(crawlRuns.sellerSiteId, siteId)).orderBy(crawlRuns.id);
const historyOf = (offerIds: number[]) => getDb().select().from(priceHistory).where(inArray(priceHistory.offerId, offerIds));
const jobStarts = (output: string, siteId: number) =>
  output.split("\n").filter((line) => line.includes("크롤링 작업 시작") && line.includes(`"siteId":${siteId},`)).length;

describe.skipIf(skipReason)("cluster: nginx → 2 web instances, 2 crawl workers, PostgreSQL + Redis", () => {
  let cluster: Cluster;
  let shops: DemoShopServer;
  let db: DbHandle;
  let adminCookie: string;
  const sockets: MemberSocket[] = [];

  beforeAll(async () => {
    shops = await startDemoShopServer({ port: await freePort(), host: "127.0.0.1", priceControl: true });
    cluster = await startCluster({
      postgresUrl: postgresServerUrl,
      redisUrl: redisServerUrl,
      // The tests sign their members' cookies with the cluster's secret.
      env: {
        NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET!,
        // Product pages read as a visitor past the click's 19+ notice (README "Test it").
        ADULT_VERIFICATION: "notice",
        DEMO_SHOPS_URL: shops.url,
        CRAWLER_ALLOW_HOSTS: new URL(shops.url).host,
        CRAWLER_DELAY_MS: "300",
      },
    });
    db = useClusterDatabase(cluster.databaseUrl);
    adminCookie = await cookieHeaderFor(await createAdmin());
  });
  afterAll(async () => {
    sockets.forEach((s) => s.socket.close());
    setDbHandle(undefined);
    await db?.close();
    await cluster?.stop();
    await shops?.close();
  });

  const site = () => ({ origin: cluster.proxyUrl });

  it("a notification made on instance A reaches the member's socket on instance B", async () => {
    const [a, b] = cluster.webs;
    const member = await createMember();
    const { site: shop, offers } = await createDemoShopSite({ shopsUrl: shops.url, siteSlug: "ecig24", count: 1 });
    // Crawled here by hand only (the scheduler would race the test for it).
    await getDb().update(sellerSites).set({ enabled: false }).where(eq(sellerSites.id, shop.id));
    const { offer, product } = offers[0]!;
    const first = await callWithSession(adminCookie, `${a!.url}/api/admin/offers/${offer.id}/crawl`, { method: "POST", ...site() });
    expect(first.status).toBe(200);
    const { url, newPrice } = first.json.observation as { url: string; newPrice: number };
    await addWishlistItem({ userId: member.id, productId: product.id });
    const socket = await openMemberSocket({ url: b!.url, origin: cluster.proxyUrl, member });
    sockets.push(socket);

    const lower = await fetch(`${shops.url}/_control/price`, { method: "POST", body: JSON.stringify({ url, price: newPrice - 1_500 }) });
    expect(lower.ok).toBe(true);
    const second = await callWithSession(adminCookie, `${a!.url}/api/admin/offers/${offer.id}/crawl`, { method: "POST", ...site() });
    expect(second.json.observation).toMatchObject({ newPrice: newPrice - 1_500, changed: true });
    await expect.poll(() => socket.received.length, { timeout: 10_000 }).toBe(1);
    // The shop's first lower price is the product's new 역대 최저가, the kind that outranks a plain drop.
    expect(socket.received[0]).toMatchObject({ type: "all_time_low", url: `/products/${product.id}` });
    const [before, after] = pricesIn(socket.received[0]!.content)!;
    expect(before - after).toBe(1_500);
  });

  it("a page rendered on instance A is served by B from Redis, and a price crawled on A shows on both within 1 s", async () => {
    const [a, b] = cluster.webs;
    const { site: shop, offers } = await createDemoShopSite({ shopsUrl: shops.url, siteSlug: "vapehub", count: 1 });
    await getDb().update(sellerSites).set({ enabled: false }).where(eq(sellerSites.id, shop.id));
    const { offer, product } = offers[0]!;
    const first = await callWithSession(adminCookie, `${a!.url}/api/admin/offers/${offer.id}/crawl`, { method: "POST", ...site() });
    const { url, newPrice } = first.json.observation as { url: string; newPrice: number };
    const page = (instance: { url: string }) => fetch(`${instance.url}/products/${product.id}`, { headers: { cookie: "adult_ok=1" } });
    const prices = async (instance: { url: string }) =>
      [...(await (await page(instance)).text()).matchAll(/data-price="(\d+)"/g)].map((m) => Number(m[1]));
    const rendered = await page(a!);
    expect(rendered.headers.get("x-page-cache")).toBeNull();
    // fetch answers at the headers; A keeps the page (memory, then Redis) once its render has streamed to the end.
    await rendered.text();
    expect((await page(b!)).headers.get("x-page-cache")).toBe("HIT");

    const lower = await fetch(`${shops.url}/_control/price`, { method: "POST", body: JSON.stringify({ url, price: newPrice - 1_500 }) });
    expect(lower.ok).toBe(true);
    const second = await callWithSession(adminCookie, `${a!.url}/api/admin/offers/${offer.id}/crawl`, { method: "POST", ...site() });
    expect(second.json.observation).toMatchObject({ newPrice: newPrice - 1_500, changed: true });
    for (const instance of [a!, b!])
      await expect.poll(() => prices(instance), { timeout: 1_000, interval: 50 }).toContain(newPrice - 1_500);
  });

  it("a ban on instance A disconnects the member's socket on B, and B refuses the session at once", async () => {
    const [a, b] = cluster.webs;
    const member = await createMember();
    const cookie = await cookieHeaderFor(member);
    const socket = await openMemberSocket({ url: b!.url, origin: cluster.proxyUrl, member });
    sockets.push(socket);
    expect((await callWithSession(cookie, `${b!.url}/api/notifications`, site())).status).toBe(200);

    const ban = await callWithSession(adminCookie, `${a!.url}/api/admin/users/${member.id}`, {
      method: "PATCH",
      body: { banned: true, reason: "클러스터 테스트" },
      ...site(),
    });
    expect(ban.status).toBe(200);
    await expect.poll(() => socket.disconnects, { timeout: 5_000 }).toEqual(["io server disconnect"]);
    // B checked this cookie a moment ago; without the announcement it would trust it for up to 60 s.
    await expect
      .poll(async () => (await callWithSession(cookie, `${b!.url}/api/notifications`, site())).status, { timeout: 3_000 })
      .toBe(401);
  });

  it("a settings change saved on instance A shows on B", async () => {
    const [a, b] = cluster.webs;
    const page = async () => (await fetch(`${b!.url}/?fresh=${Math.random()}`)).text();
    expect(await page()).toContain("<title>액상픽");
    const { json } = await callWithSession(adminCookie, `${a!.url}/api/admin/settings`, site());
    const saved = await callWithSession(adminCookie, `${a!.url}/api/admin/settings`, {
      method: "PUT",
      body: { ...json.settings, siteName: "클러스터픽" },
      ...site(),
    });
    expect(saved.status).toBe(200);
    await expect.poll(page, { timeout: 5_000, interval: 250 }).toContain("<title>클러스터픽");
  });

  it("a due site is crawled once, by one of the two workers", async () => {
    const { site: shop, offers } = await createDemoShopSite({ shopsUrl: shops.url, siteSlug: "juicebox", count: 6 });
    await expect
      .poll(async () => (await runsOf(shop.id)).filter((r) => r.status !== "running").length, { timeout: 60_000, interval: 500 })
      .toBe(1);
    const runs = await runsOf(shop.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: "queue", status: "ok", pages: 6 });
    expect(await historyOf(offers.map((o) => o.offer.id))).toHaveLength(6);
    const starts = cluster.workers.map((w) => jobStarts(w.output(), shop.id));
    expect(starts.reduce((sum, n) => sum + n, 0)).toBe(1);
  });

  it("kill -9 of the worker mid-crawl: the other worker takes the job over, no history row twice", async () => {
    const { site: shop, offers } = await createDemoShopSite({ shopsUrl: shops.url, siteSlug: "vapemall", count: 20 });
    const ids = offers.map((o) => o.offer.id);
    await expect
      .poll(async () => cluster.workers.filter((w) => jobStarts(w.output(), shop.id) > 0).length, { timeout: 40_000, interval: 200 })
      .toBe(1);
    const crawling = cluster.workers.find((w) => jobStarts(w.output(), shop.id) > 0)!;
    const survivor = cluster.workers.find((w) => w !== crawling)!;
    await expect
      .poll(async () => (await getDb().select().from(crawlLogs).where(inArray(crawlLogs.offerId, ids))).length, {
        timeout: 20_000,
        interval: 100,
      })
      .toBeGreaterThanOrEqual(3);
    crawling.process.kill("SIGKILL");
    await crawling.exited;
    const [abandoned] = await runsOf(shop.id);
    expect(abandoned!.status).toBe("running");

    await expect.poll(async () => (await runsOf(shop.id)).some((r) => r.status === "ok"), { timeout: 90_000, interval: 1_000 }).toBe(true);
    expect(jobStarts(survivor.output(), shop.id)).toBeGreaterThanOrEqual(1);
    const history = await historyOf(ids);
    expect(new Set(history.map((h) => h.offerId)).size).toBe(20);
    expect(history).toHaveLength(20);
    const logged = await getDb()
      .select()
      .from(crawlLogs)
      .where(and(inArray(crawlLogs.offerId, ids), eq(crawlLogs.changed, true)));
    expect(logged).toHaveLength(20);
    cluster.workers.push(cluster.startWorker());
  });

  it("socket.io long-polling through the proxy stays on one instance (the proxy's aeksang_lb cookie)", async () => {
    const member = await createMember();
    const first = await fetch(`${cluster.proxyUrl}/api/health`);
    const route = /aeksang_lb=([0-9a-f]{32})/.exec(first.headers.get("set-cookie") ?? "")?.[1];
    expect(route).toBeDefined();
    // A browser's first socket.io transport is polling: several HTTP requests that must reach the instance holding the session.
    const socket = connectSocket(cluster.proxyUrl, {
      transports: ["polling"],
      extraHeaders: { cookie: `aeksang_lb=${route}; ${await cookieHeaderFor(member)}`, origin: cluster.proxyUrl },
      reconnection: false,
    });
    const disconnects: string[] = [];
    socket.on("disconnect", (reason) => disconnects.push(reason));
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", () => resolve());
      socket.once("connect_error", reject);
    });
    for (let i = 0; i < 6; i++) {
      socket.emit("authenticate", member.id);
      await new Promise((r) => setTimeout(r, 150));
    }
    await new Promise((r) => setTimeout(r, 500));
    expect({ connected: socket.connected, disconnects }).toEqual({ connected: true, disconnects: [] });
    socket.close();
  });

  it("SIGTERM to a web instance under load: no request fails at the proxy", async () => {
    const load = autocannon({
      url: cluster.proxyUrl,
      connections: 16,
      duration: 8,
      requests: [
        { method: "GET", path: "/api/health" },
        { method: "GET", path: "/" },
      ],
    });
    await new Promise((r) => setTimeout(r, 2_000));
    const [a, b] = cluster.webs;
    expect(await a!.child.stop("SIGTERM", 15_000)).toBe(0);
    const result = await load;
    expect(result.requests.total).toBeGreaterThan(100);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
    await expectAlive([
      b!.child,
      cluster.nginx,
      ...cluster.workers.filter((w) => w.process.exitCode === null && w.process.signalCode === null),
    ]);
  });
});
