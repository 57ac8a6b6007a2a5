import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import webpush from "web-push";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { closePushQueue, enqueuePushDelivery } from "@/domains/push/deliver-push";
import { createBullPushQueue, createMemoryPushQueue, startPushWorker, type PushQueue } from "@/domains/push/push-queue";
import type { PushJob, PushMessage } from "@/domains/push/push-message";
import { runPushJob } from "@/domains/push/run-push-job";
import { createSendLimiter } from "@/platform/queue/send-limiter";
import { pushSubscriptions } from "@/domains/push/schema";
import { sendPush, type PushSettings } from "@/domains/push/send-push";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { createMember } from "../support/account-factories";
import { decryptPushBody, startPushServiceStandIn, verifyVapidAuthorization } from "../support/push-service-stand-in";
import { createPushSubscription } from "../support/push-subscription-factories";
import { describeEachDatabase } from "../support/test-db";

const vapidKeys = webpush.generateVAPIDKeys();
const settings: PushSettings = {
  vapid: { subject: "mailto:test@aeksangpick.kr", publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey },
  ttlSeconds: 3600,
  urgency: "high",
  timeoutMs: 1_000,
  publicAddressesOnly: false,
};

type QueueKind = "in-process" | "bullmq";
/** In-process always; BullMQ with its worker when Redis is there and the database is PostgreSQL (its production pairing). */
const queueKinds = (driver: string): QueueKind[] =>
  process.env.REDIS_URL && driver === "postgres" ? ["in-process", "bullmq"] : ["in-process"];

function openQueue(kind: QueueKind): PushQueue {
  const limit = createSendLimiter({ concurrency: 4 });
  const run = (job: PushJob) => runPushJob({ job, send: sendPush, settings, limit });
  if (kind === "in-process") return createMemoryPushQueue({ run });
  const prefix = `test-push-${randomUUID()}`;
  const queue = createBullPushQueue({ redisUrl: process.env.REDIS_URL!, prefix });
  const worker = startPushWorker({ redisUrl: process.env.REDIS_URL!, prefix, run });
  return { add: queue.add, close: async () => (await worker.close(), await queue.close()) };
}

const subscriptionRow = async (id: number) => (await getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)))[0];

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const messageFor = (userId: string, productId = 42): PushMessage => ({
  userId,
  title: "가격 하락 알림",
  body: "바이스랩 레몬 30ml 최저가 12,900원 → 11,500원",
  url: `/products/${productId}`,
  tag: `price-${productId}`,
});

describeEachDatabase("push delivery to a push service", (db) => {
  let service: Awaited<ReturnType<typeof startPushServiceStandIn>>;
  const queues: PushQueue[] = [];
  beforeAll(async () => {
    service = await startPushServiceStandIn();
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.close()));
  });
  afterAll(() => service.close());
  const open = (kind: QueueKind) => {
    const queue = openQueue(kind);
    queues.push(queue);
    return queue;
  };

  for (const kind of ["in-process", "bullmq"] as const) {
    it(`[${kind}] sends an aes128gcm request with VAPID headers that the browser's key decrypts to the payload`, async (t) => {
      if (!queueKinds(db.current.driver).includes(kind)) return t.skip();
      const member = await createMember();
      const path = `/push/${randomUUID()}`;
      const { row, keys } = await createPushSubscription({ userId: member.id, endpoint: `${service.origin}${path}` });
      await open(kind).add({ messages: [messageFor(member.id)], attempt: 1 });

      const [request] = await service.waitFor(path);
      expect(request!.headers).toMatchObject({ "content-encoding": "aes128gcm", ttl: "3600", urgency: "high" });
      expect(verifyVapidAuthorization({ headers: request!.headers, audience: service.origin })).toMatchObject({
        claims: { sub: "mailto:test@aeksangpick.kr" },
        publicKey: vapidKeys.publicKey,
      });
      expect(JSON.parse(decryptPushBody({ body: request!.body, keys }))).toEqual({
        title: "가격 하락 알림",
        body: "바이스랩 레몬 30ml 최저가 12,900원 → 11,500원",
        url: "/products/42",
        tag: "price-42",
      });
      expect(
        await until(
          () => subscriptionRow(row.id),
          (r) => Boolean(r?.lastSuccessAt),
        ),
      ).toMatchObject({ lastFailureAt: null });
    });

    it(`[${kind}] answers 429 with Retry-After by trying again after that wait`, async (t) => {
      if (!queueKinds(db.current.driver).includes(kind)) return t.skip();
      const member = await createMember();
      const path = `/push/${randomUUID()}`;
      const { row } = await createPushSubscription({ userId: member.id, endpoint: `${service.origin}${path}` });
      service.answer(path, { status: 429, headers: { "retry-after": "1" } });
      await open(kind).add({ messages: [messageFor(member.id)], attempt: 1 });

      const [first, second] = await service.waitFor(path, 2);
      expect(second!.at - first!.at).toBeGreaterThanOrEqual(1_000);
      expect(
        await until(
          () => subscriptionRow(row.id),
          (r) => Boolean(r?.lastSuccessAt),
        ),
      ).toMatchObject({
        lastFailureReason: "HTTP 429",
        lastFailureAt: expect.any(Date),
      });
    });
  }

  it("forgets a subscription the push service answers 410 Gone for, and keeps the member's others", async () => {
    const member = await createMember();
    const [gonePath, livePath] = [`/push/${randomUUID()}`, `/push/${randomUUID()}`];
    const gone = await createPushSubscription({ userId: member.id, endpoint: `${service.origin}${gonePath}` });
    const live = await createPushSubscription({ userId: member.id, endpoint: `${service.origin}${livePath}` });
    service.answer(gonePath, { status: 410 });
    await open("in-process").add({ messages: [messageFor(member.id)], attempt: 1 });

    await service.waitFor(gonePath);
    expect(
      await until(
        () => subscriptionRow(gone.row.id),
        (r) => r === undefined,
      ),
    ).toBeUndefined();
    expect(
      await until(
        () => subscriptionRow(live.row.id),
        (r) => Boolean(r?.lastSuccessAt),
      ),
    ).toBeDefined();
  });

  it("a push service that never answers times out without holding up other members' deliveries", async () => {
    const [stuckMember, otherMember] = [await createMember(), await createMember()];
    const [stuckPath, otherPath] = [`/push/${randomUUID()}`, `/push/${randomUUID()}`];
    const stuck = await createPushSubscription({ userId: stuckMember.id, endpoint: `${service.origin}${stuckPath}` });
    const other = await createPushSubscription({ userId: otherMember.id, endpoint: `${service.origin}${otherPath}` });
    service.answer(stuckPath, "hang");
    const queue = open("in-process");
    await queue.add({ messages: [messageFor(stuckMember.id)], attempt: 1 });
    await queue.add({ messages: [messageFor(otherMember.id)], attempt: 1 });

    // The other member's push is through while the stuck one is still waiting for its timeout.
    expect(
      await until(
        () => subscriptionRow(other.row.id),
        (r) => Boolean(r?.lastSuccessAt),
      ),
    ).toMatchObject({ lastSuccessAt: expect.any(Date) });
    expect(await subscriptionRow(stuck.row.id)).toMatchObject({ lastFailureAt: null, lastSuccessAt: null });
    const timedOut = await until(
      () => subscriptionRow(stuck.row.id),
      (r) => Boolean(r?.lastFailureAt),
    );
    expect(timedOut?.lastFailureReason).toMatch(/timeout|abort/i);
    expect(timedOut?.lastSuccessAt).toBeNull();
  });

  it("enqueuePushDelivery (the notifications domain's call) returns before the push service answers; the product's url arrives", async () => {
    Object.assign(process.env, { VAPID_PUBLIC_KEY: vapidKeys.publicKey, VAPID_PRIVATE_KEY: vapidKeys.privateKey });
    resetConfigForTests();
    const slowService = await startPushServiceStandIn();
    const member = await createMember();
    const path = `/push/${randomUUID()}`;
    const { row, keys } = await createPushSubscription({ userId: member.id, endpoint: `${slowService.origin}${path}` });
    slowService.answer(path, "hang");
    try {
      await enqueuePushDelivery({ messages: [messageFor(member.id, 7)] });
      const [request] = await slowService.waitFor(path);
      // Still waiting for the push service, and the caller has long moved on.
      expect(await subscriptionRow(row.id)).toMatchObject({ lastSuccessAt: null, lastFailureAt: null });
      expect(JSON.parse(decryptPushBody({ body: request!.body, keys }))).toMatchObject({ url: "/products/7", tag: "price-7" });
    } finally {
      await slowService.close();
      await closePushQueue();
    }
  });

  it("in production, a subscription pointing at a private or loopback address is never called", async () => {
    const member = await createMember();
    const path = `/push/${randomUUID()}`;
    const { row } = await createPushSubscription({ userId: member.id, endpoint: `${service.origin}${path}` });
    const limit = createSendLimiter({ concurrency: 1 });
    const retries = await runPushJob({
      job: { messages: [messageFor(member.id)], attempt: 1 },
      send: sendPush,
      settings: { ...settings, publicAddressesOnly: true },
      limit,
    });
    expect(retries).toEqual([]);
    expect(service.received.filter((r) => r.path === path)).toEqual([]);
    expect((await subscriptionRow(row.id))?.lastFailureReason).toContain("127.0.0.1");
  });
});
