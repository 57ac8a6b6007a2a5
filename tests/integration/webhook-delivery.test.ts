import { randomUUID } from "node:crypto";
import type { LookupFunction } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "@/domains/accounts/schema";
import type { ChannelMessage } from "@/domains/accounts/notification-kinds";
import { listNotifications } from "@/domains/notifications/list-notifications";
import { notifyPriceEvents } from "@/domains/notifications/notice-pipeline";
import { createSendLimiter } from "@/platform/queue/send-limiter";
import { closeWebhookQueue, createWebhookJobRunner, startWebhookWorker, WEBHOOK_QUEUE } from "@/domains/webhooks/deliver-webhooks";
import { createBullJobQueue, createMemoryJobQueue } from "@/platform/queue/job-queue";
import { runWebhookJob, type WebhookJob } from "@/domains/webhooks/run-webhook-job";
import { webhookDeliveries, webhookEndpoints } from "@/domains/webhooks/schema";
import "@/domains/webhooks/withdrawal-cleanup";
import { withdrawMember } from "@/domains/accounts/members/withdraw-member";
import { createWebhookSender } from "@/domains/webhooks/send-webhook";
import {
  claimWebhookDelivery,
  deleteWebhookEndpoint,
  getOwnWebhookEndpoint,
  resumeWebhookEndpoint,
} from "@/domains/webhooks/webhook-endpoints";
import { addWebhook, sendTestWebhook } from "@/domains/webhooks/webhook-settings";
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhookSignature } from "@/domains/webhooks/webhook-signature";
import type { BackgroundService } from "@/platform/background-service";
import { getConfig, resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { startWebhookDeliveries } from "@/server/webhook-delivery";
import { createMember, TEST_PASSWORD } from "../support/account-factories";
import { describeEachDatabase, topologyOf } from "../support/test-db";
import { jsonBody, startWebhookReceiver } from "../support/webhook-receiver-stand-in";

/** Every name the test uses resolves to the receiver's machine, as a rebinding DNS would make it. */
const toLoopback: LookupFunction = (_host, _options, callback) =>
  (callback as (err: null, list: Array<{ address: string; family: number }>) => void)(null, [{ address: "127.0.0.1", family: 4 }]);

let nextNotificationId = 1_000_000 + Math.floor(Math.random() * 1_000_000);
const messageFor = (userId: string, over: Partial<ChannelMessage> = {}): ChannelMessage => ({
  notificationId: nextNotificationId++,
  userId,
  kind: "price_drop",
  title: "액상픽 가격 알림",
  body: "레몬 30ml 최저가 12,900원 → 11,500원",
  url: "/products/12",
  ...over,
});

const path = () => `/hook/${randomUUID()}`;
const ALLOW = "127.0.0.1,discord.com,hooks.slack.com";

describeEachDatabase("alerts by webhook, through a local receiver", (ctx) => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let service: BackgroundService | null;
  const sender = createWebhookSender({ allowHosts: ALLOW.split(","), userAgent: "test", lookup: toLoopback });
  const limit = createSendLimiter({ concurrency: 4 });
  const run = (job: WebhookJob) => runWebhookJob({ job, sender, baseUrl: getConfig().BASE_URL, limit });
  const endpointOf = async (id: number) => (await getDb().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]!;

  beforeAll(async () => {
    process.env.WEBHOOK_ALLOW_HOSTS = ALLOW;
    resetConfigForTests();
    receiver = await startWebhookReceiver();
    // The composition the web server starts: it registers the pause notice through the notifications pipeline.
    service = await startWebhookDeliveries({
      config: getConfig(),
      db: ctx.current.handle,
      topology: topologyOf(ctx.current, { redisUrl: undefined }),
    });
  });
  afterAll(async () => {
    await service?.stop();
    await closeWebhookQueue();
    await sender.close();
    await receiver.close();
    delete process.env.WEBHOOK_ALLOW_HOSTS;
    resetConfigForTests();
  });

  it("sends a price alert as signed JSON from the notice pipeline, verified with the endpoint's secret", async () => {
    const member = await createMember();
    const hookPath = path();
    const webhook = await addWebhook({ userId: member.id, url: `${receiver.origin}${hookPath}` });
    expect(webhook).toMatchObject({ format: "json", paused: false, secret: expect.stringMatching(/^whsec_/) });

    const [created] = await notifyPriceEvents({
      events: [{ type: "price_dropped", productId: 12, oldLowestPrice: 12_900, newLowestPrice: 11_500 }],
      collect: async () => [{ userId: member.id, kind: "price_drop", productId: 12, content: "레몬 30ml 11,500원", url: "/products/12" }],
      io: undefined,
    });

    const [request] = await receiver.waitFor(hookPath);
    const raw = request!.body.toString("utf8");
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(
      verifyWebhookSignature({
        secret: webhook.secret!,
        body: raw,
        signature: request!.headers[SIGNATURE_HEADER] as string,
        timestamp: request!.headers[TIMESTAMP_HEADER] as string,
      }),
    ).toBe(true);
    expect(
      verifyWebhookSignature({
        secret: "whsec_other",
        body: raw,
        signature: request!.headers[SIGNATURE_HEADER] as string,
        timestamp: request!.headers[TIMESTAMP_HEADER] as string,
      }),
    ).toBe(false);
    expect(JSON.parse(raw)).toEqual({
      event: "notification",
      id: created!.notification.id,
      kind: "price_drop",
      title: "액상픽 가격 알림",
      body: "레몬 30ml 11,500원",
      url: `${getConfig().BASE_URL}/products/12`,
      sentAt: expect.any(String),
    });
    await expect.poll(async () => (await endpointOf(webhook.id)).lastSuccessAt).not.toBeNull();
  });

  it("formats for Discord and Slack when the URL is theirs (their hosts mapped to the receiver), unsigned", async () => {
    const member = await createMember();
    const discordPath = `/api/webhooks/1/${randomUUID()}`;
    const slackPath = `/services/T0/B0/${randomUUID()}`;
    const discord = await addWebhook({ userId: member.id, url: `http://discord.com:${receiver.port}${discordPath}` });
    const slack = await addWebhook({ userId: member.id, url: `http://hooks.slack.com:${receiver.port}${slackPath}` });
    expect([discord.format, slack.format, discord.secret, slack.secret]).toEqual(["discord", "slack", null, null]);

    await run({ messages: [messageFor(member.id)], attempt: 1 });

    const [toDiscord] = await receiver.waitFor(discordPath);
    expect(jsonBody(toDiscord!)).toMatchObject({
      content: "액상픽 가격 알림",
      embeds: [
        { title: "액상픽 가격 알림", description: "레몬 30ml 최저가 12,900원 → 11,500원", url: `${getConfig().BASE_URL}/products/12` },
      ],
    });
    expect(toDiscord!.headers[SIGNATURE_HEADER]).toBeUndefined();
    const [toSlack] = await receiver.waitFor(slackPath);
    expect(jsonBody(toSlack!)).toMatchObject({ text: "액상픽 가격 알림: 레몬 30ml 최저가 12,900원 → 11,500원", blocks: expect.any(Array) });
  });

  it("sends a notification once per endpoint when its job runs twice, even at the same time", async () => {
    const member = await createMember();
    const hookPath = path();
    await addWebhook({ userId: member.id, url: `${receiver.origin}${hookPath}` });
    const job: WebhookJob = { messages: [messageFor(member.id)], attempt: 1 };
    await Promise.all([run(job), run(job)]);
    await run(job);
    await receiver.waitFor(hookPath);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received.filter((r) => r.path === hookPath)).toHaveLength(1);
  });

  it("retries after a 500 (waiting what Retry-After says) and succeeds; the retry too is sent once", async () => {
    const member = await createMember();
    const hookPath = path();
    const webhook = await addWebhook({ userId: member.id, url: `${receiver.origin}${hookPath}` });
    receiver.answer(hookPath, { status: 500, headers: { "retry-after": "7" } });

    const retries = await run({ messages: [messageFor(member.id)], attempt: 1 });
    expect(retries).toEqual([{ job: expect.objectContaining({ endpointId: webhook.id, attempt: 2 }), delayMs: 7000 }]);
    expect(await endpointOf(webhook.id)).toMatchObject({ lastError: "HTTP 500", consecutiveFailures: 0, pausedAt: null });

    expect(await run(retries[0]!.job)).toEqual([]);
    expect(await run(retries[0]!.job)).toEqual([]);
    expect(receiver.received.filter((r) => r.path === hookPath)).toHaveLength(2);
    expect(await endpointOf(webhook.id)).toMatchObject({ lastError: null, consecutiveFailures: 0, lastSuccessAt: expect.any(Date) });
  });

  it("backs off exponentially on 429 without Retry-After, and gives a delivery up after its last attempt", async () => {
    const member = await createMember();
    const hookPath = path();
    const webhook = await addWebhook({ userId: member.id, url: `${receiver.origin}${hookPath}` });
    receiver.answer(hookPath, { status: 429 }, { status: 429 }, { status: 429 }, { status: 429 });
    let retries = await run({ messages: [messageFor(member.id)], attempt: 1 });
    const delays: number[] = [];
    while (retries.length > 0) {
      delays.push(retries[0]!.delayMs);
      retries = await run(retries[0]!.job);
    }
    expect(delays).toEqual([5000, 10_000, 20_000]);
    expect(await endpointOf(webhook.id)).toMatchObject({ consecutiveFailures: 1, lastError: "HTTP 429", pausedAt: null });
  });

  it("does not retry another 4xx; after 5 failed deliveries in a row it pauses, tells the member once, and sends nothing more until resumed", async () => {
    const member = await createMember();
    const hookPath = path();
    const webhook = await addWebhook({ userId: member.id, url: `${receiver.origin}${hookPath}` });
    receiver.answer(hookPath, ...Array.from({ length: 7 }, () => ({ status: 404 })));

    expect(await run({ messages: [messageFor(member.id)], attempt: 1 })).toEqual([]);
    // Four more at once, then two more: the pause happens once, however the failures interleave.
    await run({ messages: Array.from({ length: 4 }, () => messageFor(member.id)), attempt: 1 });
    await run({ messages: [messageFor(member.id), messageFor(member.id)], attempt: 1 });

    expect(receiver.received.filter((r) => r.path === hookPath)).toHaveLength(5);
    expect(await endpointOf(webhook.id)).toMatchObject({ consecutiveFailures: 5, lastError: "HTTP 404", pausedAt: expect.any(Date) });
    const list = await listNotifications({ userId: member.id, page: 1, limit: 20 });
    expect(list.notifications).toHaveLength(1);
    expect(list.notifications[0]).toMatchObject({
      content: expect.stringMatching(
        /^웹훅\(127\.0\.0\.1:\d+\) 전송이 계속 실패해 일시 중지했습니다\. 프로필에서 주소를 확인하고 다시 켜 주세요\.$/,
      ),
      url: "/profile#webhooks",
    });

    await resumeWebhookEndpoint({ userId: member.id, id: webhook.id });
    await run({ messages: [messageFor(member.id)], attempt: 1 });
    expect(receiver.received.filter((r) => r.path === hookPath)).toHaveLength(6);
    expect(await endpointOf(webhook.id)).toMatchObject({ consecutiveFailures: 1, pausedAt: null });
  });

  it("follows no redirect (a failure) and gives a silent receiver its 5 s, here shortened, then retries", async () => {
    const member = await createMember();
    const redirectPath = path();
    const silentPath = path();
    const redirecting = await addWebhook({ userId: member.id, url: `${receiver.origin}${redirectPath}` });
    receiver.answer(redirectPath, { status: 301, headers: { location: `${receiver.origin}/elsewhere` } });
    expect(await run({ messages: [messageFor(member.id)], attempt: 1 })).toEqual([]);
    expect(receiver.received.filter((r) => r.path === "/elsewhere")).toHaveLength(0);
    expect(await endpointOf(redirecting.id)).toMatchObject({
      consecutiveFailures: 1,
      lastError: "HTTP 301 (리디렉션은 따라가지 않습니다)",
    });

    const quick = createWebhookSender({ allowHosts: ["127.0.0.1"], userAgent: "test", timeoutMs: 300 });
    receiver.answer(silentPath, "hang");
    const result = await quick.send({ url: `${receiver.origin}${silentPath}`, body: "{}", headers: {} });
    await quick.close();
    expect(result).toEqual({ kind: "retry", reason: "0.3초 안에 응답이 없었습니다." });
  });

  it("respects the member's channel choice per kind", async () => {
    const member = await createMember({
      notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, channels: { price_drop: { webhook: false } } },
    });
    const hookPath = path();
    await addWebhook({ userId: member.id, url: `${receiver.origin}${hookPath}` });
    const alert = (kind: "price_drop" | "back_in_stock") => ({
      userId: member.id,
      kind,
      productId: 12,
      content: kind,
      url: "/products/12",
    });
    const event = { type: "price_dropped" as const, productId: 12, oldLowestPrice: 12_900, newLowestPrice: 11_500 };
    await notifyPriceEvents({ events: [event], collect: async () => [alert("price_drop")], io: undefined });
    await notifyPriceEvents({ events: [event], collect: async () => [alert("back_in_stock")], io: undefined });

    const [request] = await receiver.waitFor(hookPath);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received.filter((r) => r.path === hookPath)).toHaveLength(1);
    expect(jsonBody(request!)).toMatchObject({ kind: "back_in_stock" });
    // The bell still has both: only the webhook channel was switched off for price drops.
    expect((await listNotifications({ userId: member.id, page: 1, limit: 20 })).notifications).toHaveLength(2);
  });

  it("keeps a member to their own webhooks, at most three, with a test send that says how it went", async () => {
    const member = await createMember();
    const other = await createMember();
    const okPath = path();
    const failingPath = path();
    const ok = await addWebhook({ userId: member.id, url: `${receiver.origin}${okPath}` });
    const failing = await addWebhook({ userId: member.id, url: `${receiver.origin}${failingPath}` });
    await expect(addWebhook({ userId: member.id, url: `${receiver.origin}${okPath}` })).rejects.toMatchObject({
      code: "webhook_exists",
      status: 409,
    });
    await addWebhook({ userId: member.id, url: `${receiver.origin}${path()}` });
    await expect(addWebhook({ userId: member.id, url: `${receiver.origin}${path()}` })).rejects.toMatchObject({
      code: "webhook_limit",
      status: 409,
    });

    await sendTestWebhook({ userId: member.id, id: ok.id, sender });
    expect(jsonBody((await receiver.waitFor(okPath))[0]!)).toMatchObject({ kind: "test", title: "액상픽 테스트 알림" });
    receiver.answer(failingPath, { status: 410 });
    await expect(sendTestWebhook({ userId: member.id, id: failing.id, sender })).rejects.toMatchObject({
      status: 400,
      message: "테스트 전송에 실패했습니다: HTTP 410",
    });

    // Test sends are limited per member (10 an hour): the server is not a request-maker for hire.
    for (let i = 0; i < 8; i++) await sendTestWebhook({ userId: member.id, id: ok.id, sender });
    await expect(sendTestWebhook({ userId: member.id, id: ok.id, sender })).rejects.toMatchObject({ status: 429 });

    for (const act of [
      () => sendTestWebhook({ userId: other.id, id: ok.id, sender }),
      () => resumeWebhookEndpoint({ userId: other.id, id: ok.id }),
      () => deleteWebhookEndpoint({ userId: other.id, id: ok.id }),
      () => getOwnWebhookEndpoint({ userId: other.id, id: ok.id }),
    ])
      await expect(act()).rejects.toMatchObject({ status: 404 });
    await deleteWebhookEndpoint({ userId: member.id, id: ok.id });
    await expect(getOwnWebhookEndpoint({ userId: member.id, id: ok.id })).rejects.toMatchObject({ status: 404 });
  });
});

/** In-process always; BullMQ with its worker when Redis is there and the database is PostgreSQL (its production pairing). */
const queueKinds = (driver: string) => (process.env.REDIS_URL && driver === "postgres" ? ["in-process", "bullmq"] : ["in-process"]);

describeEachDatabase("webhook jobs on their queue", (ctx) => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  beforeAll(async () => {
    process.env.WEBHOOK_ALLOW_HOSTS = "127.0.0.1";
    resetConfigForTests();
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    delete process.env.WEBHOOK_ALLOW_HOSTS;
    resetConfigForTests();
  });

  it("retries on the queue after the Retry-After wait, and a job added twice is sent once", async () => {
    for (const kind of queueKinds(ctx.current.driver)) {
      const member = await createMember();
      const hookPath = path();
      await addWebhook({ userId: member.id, url: `${receiver.origin}${hookPath}` });
      receiver.answer(hookPath, { status: 503, headers: { "retry-after": "1" } });
      const prefix = `test-webhook-${randomUUID()}`;
      const runner = createWebhookJobRunner();
      const queue =
        kind === "bullmq"
          ? createBullJobQueue<WebhookJob>({ name: WEBHOOK_QUEUE, redisUrl: process.env.REDIS_URL!, prefix })
          : createMemoryJobQueue({ name: WEBHOOK_QUEUE, run: runner.run });
      const worker = kind === "bullmq" ? startWebhookWorker({ redisUrl: process.env.REDIS_URL!, prefix }) : null;
      try {
        const job: WebhookJob = { messages: [messageFor(member.id)], attempt: 1 };
        await queue.add(job);
        await queue.add(job);
        const [first, second] = await receiver.waitFor(hookPath, 2);
        expect(second!.at - first!.at).toBeGreaterThanOrEqual(900);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(receiver.received.filter((r) => r.path === hookPath)).toHaveLength(2);
      } finally {
        await worker?.close();
        await queue.close();
        await runner.close();
      }
    }
  });
});

describeEachDatabase("webhooks to private addresses are refused", () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  // No allow list: every name "resolves" to 127.0.0.1, where the receiver listens.
  const sender = createWebhookSender({ allowHosts: [], userAgent: "test", lookup: toLoopback });
  beforeAll(async () => {
    delete process.env.WEBHOOK_ALLOW_HOSTS;
    resetConfigForTests();
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await sender.close();
    await receiver.close();
  });

  it("at add time: http, private and loopback literals, and names resolving to them", async () => {
    const member = await createMember();
    const refused = async (url: string, lookup?: LookupFunction) =>
      addWebhook({ userId: member.id, url, lookup }).then(
        () => "added",
        (error: { code: string; status: number; message: string }) => (
          expect(error).toMatchObject({ code: "webhook_address_refused", status: 400 }),
          error.message
        ),
      );
    expect(await refused("http://10.0.0.1/")).toBe("내부망·루프백 주소로는 보낼 수 없습니다 (10.0.0.1: 사설망 10/8).");
    expect(await refused("http://hooks.example/hook")).toBe("https:// 주소만 등록할 수 있습니다.");
    expect(await refused("https://10.0.0.1/hook")).toContain("내부망·루프백 주소로는 보낼 수 없습니다");
    expect(await refused(`${receiver.origin}/hook`)).toContain("루프백 127/8");
    expect(await refused("https://127.0.0.1/hook")).toContain("루프백");
    expect(await refused("https://hooks.example/hook", toLoopback)).toBe("내부망·루프백 주소로 연결되는 주소로는 보낼 수 없습니다.");
  });

  it("at send time: a name that rebinds to 127.0.0.1 after it was added gets no request, and the failure counts", async () => {
    const member = await createMember();
    const [row] = await getDb()
      .insert(webhookEndpoints)
      .values({ userId: member.id, url: `https://rebind.example:${receiver.port}/hook`, format: "json", secret: "whsec_x" })
      .returning();
    const [loopback] = await getDb()
      .insert(webhookEndpoints)
      .values({ userId: member.id, url: `${receiver.origin}/loopback`, format: "json", secret: "whsec_y" })
      .returning();
    const retries = await runWebhookJob({
      job: { messages: [messageFor(member.id)], attempt: 1 },
      sender,
      baseUrl: getConfig().BASE_URL,
      limit: createSendLimiter({ concurrency: 2 }),
    });
    expect(retries).toEqual([]);
    expect(receiver.received).toHaveLength(0);
    const rows = await getDb().select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, member.id));
    expect(rows.find((r) => r.id === row!.id)).toMatchObject({
      consecutiveFailures: 1,
      lastError: "내부망·루프백 주소로 연결되어 보내지 않았습니다.",
    });
    expect(rows.find((r) => r.id === loopback!.id)).toMatchObject({
      consecutiveFailures: 1,
      lastError: expect.stringContaining("루프백 127/8"),
    });
  });
});

describeEachDatabase("a withdrawn member's webhooks", () => {
  it("are erased with their delivery claims", async () => {
    const member = await createMember();
    const [webhook] = await getDb()
      .insert(webhookEndpoints)
      .values({ userId: member.id, url: "https://hooks.example/x", format: "json", secret: "whsec_z" })
      .returning();
    await claimWebhookDelivery({ endpointId: webhook!.id, notificationId: 1, attempt: 1 });
    await withdrawMember({ userId: member.id, password: TEST_PASSWORD });
    expect(await getDb().select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, member.id))).toEqual([]);
    expect(await getDb().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, webhook!.id))).toEqual([]);
  });
});
