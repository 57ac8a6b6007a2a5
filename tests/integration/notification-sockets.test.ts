import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { io as connectSocket, type Socket } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { moderateMember } from "@/domains/accounts/admin/moderate-member";
import { signOutEverywhere } from "@/domains/accounts/sign-out-everywhere";
import { withdrawMember } from "@/domains/accounts/members/withdraw-member";
import { attachNotificationSockets } from "@/domains/notifications/notification-sockets";
import type { NotificationView } from "@/domains/notifications/notification-view";
import { notifyPriceEvents } from "@/domains/notifications/notice-pipeline";
import type { PriceAlert } from "@/domains/wishlist/price-alerts";
import { attachRealtime, createRealtimeEmitter, type Realtime } from "@/platform/realtime/socket-server";
import { createAdmin, createMember, sessionCookieFor, TEST_PASSWORD } from "../support/account-factories";
import { describeEachDatabase } from "../support/test-db";

const SITE = "http://localhost:3000";
const redisUrl = process.env.REDIS_URL;
type Member = Awaited<ReturnType<typeof createMember>>;
type Instance = { http: HttpServer; realtime: Realtime; url: string };

async function startInstance(): Promise<Instance> {
  const http = createServer();
  const realtime = attachRealtime(http, { redisUrl });
  attachNotificationSockets({ io: realtime.io, trustProxy: undefined });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  return { http, realtime, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}
async function stopInstance(instance: Instance) {
  await instance.realtime.close();
  instance.http.close();
}

const sockets: Socket[] = [];
afterEach(() => sockets.splice(0).forEach((s) => s.close()));

/** A browser-like socket: the session cookie (if any) and an Origin header on the handshake. */
function open(
  instance: Instance,
  {
    member,
    origin = SITE,
    checkedAt,
    extra = {},
  }: { member?: Member; origin?: string; checkedAt?: number; extra?: Record<string, string> } = {},
) {
  return (async () => {
    const headers: Record<string, string> = { origin, ...extra };
    if (member) {
      const cookie = await sessionCookieFor(member, { checkedAt });
      headers.cookie = `${cookie.name}=${cookie.value}`;
    }
    const socket = connectSocket(instance.url, { transports: ["websocket"], extraHeaders: headers, reconnection: false });
    sockets.push(socket);
    const received: NotificationView[] = [];
    socket.on("notification", (n: NotificationView) => received.push(n));
    const outcome = await new Promise<"connected" | string>((resolve) => {
      socket.once("connect", () => resolve("connected"));
      socket.once("connect_error", (err) => resolve(err.message));
    });
    return { socket, received, outcome };
  })();
}

const alertFor = (member: Member, content: string): PriceAlert => ({
  userId: member.id,
  kind: "price_drop",
  productId: 1,
  content,
  url: "/products/1",
});
const notify = (instance: Instance, alerts: PriceAlert[]) =>
  notifyPriceEvents({
    events: [{ type: "price_dropped", productId: 1, oldLowestPrice: 12_900, newLowestPrice: 11_500 }],
    collect: async () => alerts,
    senders: { push: async () => {} },
    io: instance.realtime.io,
  });
const settle = () => new Promise((r) => setTimeout(r, 150));

describeEachDatabase("notification sockets", () => {
  let site: Instance;
  beforeAll(async () => void (site = await startInstance()));
  afterAll(() => stopInstance(site));

  it("refuses a socket without a valid session, and one opened from another origin", async () => {
    const member = await createMember();
    expect((await open(site)).outcome).toBe("로그인이 필요합니다.");
    expect((await open(site, { member, origin: "https://evil.example" })).outcome).toBe("허용되지 않은 출처입니다.");
    // A forged X-Forwarded-Host does not make a foreign origin the site's (no TRUST_PROXY here).
    const forged = { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    expect((await open(site, { member, origin: "https://evil.example", extra: forged })).outcome).toBe("허용되지 않은 출처입니다.");
  });

  it("accepts a socket opened from the very host the page was reached on (127.0.0.1, not BASE_URL's localhost)", async () => {
    const member = await createMember();
    expect((await open(site, { member, origin: site.url })).outcome).toBe("connected");
    const banned = await createMember({ bannedAt: new Date() });
    // A token last checked over a minute ago is re-read against the member row.
    expect((await open(site, { member: banned, checkedAt: Date.now() - 120_000 })).outcome).toBe("로그인이 필요합니다.");
    expect((await open(site, { member })).outcome).toBe("connected");
  });

  it("delivers to the session's member only: `authenticate` with another member's id changes nothing", async () => {
    const alice = await createMember();
    const mallory = await createMember();
    const a = await open(site, { member: alice });
    const m = await open(site, { member: mallory });
    m.socket.emit("authenticate", alice.id);
    await settle();
    await notify(site, [alertFor(alice, "바이스랩 레몬 30ml 최저가 12,900원 → 11,500원")]);
    await expect.poll(() => a.received.length).toBe(1);
    await settle();
    expect(a.received[0]).toMatchObject({ type: "price_drop", content: "바이스랩 레몬 30ml 최저가 12,900원 → 11,500원", isRead: false });
    expect(m.received).toEqual([]);
  });

  it("a ban, signing out everywhere and withdrawing disconnect the member's open sockets (and only theirs)", async () => {
    const admin = await createAdmin();
    const [banned, signedOut, withdrawn, bystander] = await Promise.all([createMember(), createMember(), createMember(), createMember()]);
    const sockets = await Promise.all([banned, signedOut, withdrawn, bystander].map((member) => open(site, { member })));
    const closed = sockets.map(({ socket }) => new Promise<string>((resolve) => socket.once("disconnect", resolve)));
    await moderateMember({ actor: { id: admin.id }, userId: banned.id, banned: true });
    await signOutEverywhere({ userId: signedOut.id });
    await withdrawMember({ userId: withdrawn.id, password: TEST_PASSWORD });
    expect(await Promise.all(closed.slice(0, 3))).toEqual(["io server disconnect", "io server disconnect", "io server disconnect"]);
    expect(sockets[3]!.socket.connected).toBe(true);
  });
});

describe.skipIf(!redisUrl)("notification sockets across instances (Redis adapter)", () => {
  describeEachDatabase("two instances", () => {
    let one: Instance;
    let two: Instance;
    beforeAll(async () => {
      one = await startInstance();
      two = await startInstance();
    });
    afterAll(async () => {
      await stopInstance(one);
      await stopInstance(two);
    });

    it("a notification written on one instance reaches the member's socket on the other, and nobody else's", async () => {
      const alice = await createMember();
      const bob = await createMember();
      const a = await open(two, { member: alice });
      const b = await open(one, { member: bob });
      await settle();
      await notify(one, [alertFor(alice, "A 가격 하락")]);
      await expect.poll(() => a.received.map((n) => n.content)).toEqual(["A 가격 하락"]);
      expect(b.received).toEqual([]);
    });

    it("a crawl worker's emitter (no HTTP server) reaches sockets of the web instances", async () => {
      const member = await createMember();
      const a = await open(two, { member });
      const worker = createRealtimeEmitter({ redisUrl: redisUrl! });
      try {
        await settle();
        await notify({ realtime: worker } as Instance, [alertFor(member, "작업자에서 온 알림")]);
        await expect.poll(() => a.received.map((n) => n.content)).toEqual(["작업자에서 온 알림"]);
      } finally {
        await worker.close();
      }
    });

    it("a ban handled by one instance disconnects the member's sockets on the other", async () => {
      const admin = await createAdmin();
      const member = await createMember();
      // `two` was attached last, so disconnectMemberSockets goes through it; the socket lives on `one`.
      const { socket } = await open(one, { member });
      const closed = new Promise<string>((resolve) => socket.once("disconnect", resolve));
      await moderateMember({ actor: { id: admin.id }, userId: member.id, banned: true });
      expect(await closed).toBe("io server disconnect");
    });
  });
});
