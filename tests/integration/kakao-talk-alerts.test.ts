import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { DEFAULT_NOTIFICATION_PREFERENCES, providerAccounts, type NotificationPreferences } from "@/domains/accounts/schema";
import { withdrawMember } from "@/domains/accounts/members/withdraw-member";
import type { ChannelMessage } from "@/domains/accounts/notification-kinds";
import { recordOfferObservation } from "@/domains/catalog/pricing/record-offer-observation";
import { randomUUID } from "node:crypto";
import { closeKakaoTalkQueue, createTalkJobRunner, KAKAO_TALK_QUEUE, startTalkWorker } from "@/domains/kakao-talk/deliver-kakao-talk";
import type { TalkJob } from "@/domains/kakao-talk/run-talk-job";
import { kakaoTalkDeliveries } from "@/platform/metrics/series";
import { createBullJobQueue } from "@/platform/queue/job-queue";
import { kakaoTalkLinks } from "@/domains/kakao-talk/schema";
import { openToken } from "@/domains/kakao-talk/token-seal";
import "@/domains/kakao-talk/withdrawal-cleanup";
import { notifyPriceEvents } from "@/domains/notifications/notice-pipeline";
import { closePushQueue } from "@/domains/push/deliver-push";
import { addWishlistItem } from "@/domains/wishlist/mutations";
import { POST as disconnectRoute } from "@/app/api/kakao-talk/disconnect/route";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { createMember, sessionCookieFor, TEST_PASSWORD } from "../support/account-factories";
import { createPricedProduct } from "../support/catalog-factories";
import { createSellerSite } from "../support/factories";
import { consentToKakaoTalk, linkKakaoAccount, SITE } from "../support/kakao-talk-consent";
import { startKoreanOAuthStandIn } from "../support/korean-oauth-stand-in";
import { describeEachDatabase } from "../support/test-db";

let standIn: Awaited<ReturnType<typeof startKoreanOAuthStandIn>>;
let nextKakaoId = 4_100_000_000;

beforeAll(async () => {
  standIn = await startKoreanOAuthStandIn({
    kakao: { clientId: "kakao-rest-key", clientSecret: "kakao-secret" },
    naver: { clientId: "naver-client", clientSecret: "naver-secret" },
  });
  Object.assign(process.env, standIn.env, { BASE_URL: SITE });
  resetConfigForTests();
  standIn.registerSite(SITE);
});
afterAll(async () => {
  await closeKakaoTalkQueue();
  await closePushQueue();
  await standIn.stop();
});

/** A member who signs in with Kakao and agreed to KakaoTalk alerts through the real consent flow. */
async function consentedMember(preferences?: NotificationPreferences) {
  const member = await createMember(preferences ? { notificationPreferences: preferences } : {});
  const kakaoId = nextKakaoId++;
  await linkKakaoAccount({ member, kakaoId });
  const { outcome } = await consentToKakaoTalk({ standIn, member, asKakaoUser: { id: kakaoId, nickname: "카톡회원" } });
  expect(outcome).toBe("connected");
  return { member, kakaoId };
}

const sendsCounted = async (outcome: string) =>
  (await kakaoTalkDeliveries.get()).values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
const memosTo = (kakaoId: number) => standIn.kakaoTalk.memos().filter((m) => m.kakaoId === kakaoId);
const linkOf = async (userId: string) => (await getDb().select().from(kakaoTalkLinks).where(eq(kakaoTalkLinks.userId, userId)))[0];
let notificationIds = 9_000_000;
const message = (userId: string, body = "바이스랩 레몬 30ml 최저가 12,900원 → 11,500원", url = "/products/42"): ChannelMessage => ({
  notificationId: notificationIds++,
  userId,
  kind: "price_drop",
  title: "액상픽 가격 알림",
  body,
  url,
});

async function waitFor<T>(read: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describeEachDatabase("KakaoTalk alerts (나에게 보내기) through the Kakao stand-in", (database) => {
  beforeEach(() => {
    standIn.kakaoTalk.rotateRefreshTokens(false);
    standIn.kakaoTalk.setAccessTokenLifetime(21599);
  });

  it("consent: asks Kakao for talk_message with a signed state and keeps the tokens sealed, never in clear", async () => {
    const member = await createMember();
    const kakaoId = nextKakaoId++;
    await linkKakaoAccount({ member, kakaoId });
    const flow = await consentToKakaoTalk({ standIn, member, asKakaoUser: { id: kakaoId } });

    const authorize = new URL(flow.authorizeUrl!);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: "kakao-rest-key",
      redirect_uri: `${SITE}/api/kakao-talk/callback`,
      response_type: "code",
      scope: "talk_message",
      state: expect.any(String),
    });
    const setCookie = flow.started.headers.getSetCookie().find((c) => c.startsWith("ap_kakao_talk_state="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Path=\/api\/kakao-talk\/callback/);
    expect(setCookie).toMatch(/Max-Age=600/);
    // The cookie names its member and expiry beside the state, signed: altered, it is refused.
    expect(flow.stateCookie!.split(".")).toHaveLength(4);
    // The callback used the cookie up.
    expect(flow.finished!.headers.getSetCookie().find((c) => c.startsWith("ap_kakao_talk_state="))).toMatch(/Max-Age=0/);
    expect(flow.outcome).toBe("connected");

    const row = (await linkOf(member.id))!;
    expect(row.kakaoAccountId).toBe(String(kakaoId));
    const accessToken = openToken({ sealed: row.accessTokenSealed, userId: member.id });
    const refreshToken = openToken({ sealed: row.refreshTokenSealed, userId: member.id });
    expect(accessToken.length).toBeGreaterThan(20);
    const raw = JSON.stringify(row);
    expect(raw).not.toContain(accessToken);
    expect(raw).not.toContain(refreshToken);
    // The member's id is the seal's associated data: the same ciphertext does not open as another member's.
    const other = await createMember();
    expect(() => openToken({ sealed: row.accessTokenSealed, userId: other.id })).toThrow();
  });

  it("consent: refuses a changed state, a missing state cookie, another member's cookie and another Kakao account", async () => {
    const member = await createMember();
    const kakaoId = nextKakaoId++;
    await linkKakaoAccount({ member, kakaoId });

    expect((await consentToKakaoTalk({ standIn, member, asKakaoUser: { id: kakaoId }, tamper: { state: "forged" } })).outcome).toBe(
      "state_mismatch",
    );
    expect((await consentToKakaoTalk({ standIn, member, asKakaoUser: { id: kakaoId }, tamper: { dropStateCookie: true } })).outcome).toBe(
      "state_mismatch",
    );
    // Consent given at Kakao with an account that is not the one this member signs in with.
    expect((await consentToKakaoTalk({ standIn, member, asKakaoUser: { id: nextKakaoId++ } })).outcome).toBe("wrong_account");
    // The member agreed at Kakao without ticking 카카오톡 메시지 전송.
    standIn.kakaoTalk.declineNextTalkMessage();
    expect((await consentToKakaoTalk({ standIn, member, asKakaoUser: { id: kakaoId } })).outcome).toBe("no_scope");
    // The member cancels at Kakao.
    expect((await consentToKakaoTalk({ standIn, member })).outcome).toBe("denied");
    expect(await linkOf(member.id)).toBeUndefined();

    // A state cookie made for one member is worthless in another member's callback.
    const victim = await createMember();
    await linkKakaoAccount({ member: victim, kakaoId: nextKakaoId++ });
    const attacker = await consentToKakaoTalk({ standIn, member, asKakaoUser: { id: kakaoId }, tamper: {} });
    const session = await sessionCookieFor(victim);
    const replay = await (
      await import("@/app/api/kakao-talk/callback/route")
    ).GET(
      new NextRequest(attacker.callbackUrl!, {
        headers: { cookie: `${session.name}=${session.value}; ap_kakao_talk_state=${attacker.stateCookie}` },
      }),
    );
    expect(new URL(replay.headers.get("location")!).searchParams.get("kakao_talk")).toBe("state_mismatch");
    expect(await linkOf(victim.id)).toBeUndefined();
  });

  it("consent: a member without a linked Kakao account is told to link it first", async () => {
    const member = await createMember();
    const { started } = await consentToKakaoTalk({ standIn, member });
    expect(started.status).toBe(400);
    expect(await started.json()).toEqual({ error: { code: "kakao_not_linked", message: "카카오 계정을 먼저 연결해 주세요." } });
  });

  it("a price drop on a wishlisted product reaches the member's KakaoTalk with the product's link, once", async () => {
    const { member, kakaoId } = await consentedMember();
    const shop = await createSellerSite({ shippingFee: 3000, freeShippingThreshold: null });
    const { product, offers } = await createPricedProduct({ offers: [{ price: 20_000, sellerSiteId: shop.id }] });
    await addWishlistItem({ userId: member.id, productId: product.id });

    const { events } = await recordOfferObservation({ offerId: offers[0]!.id, price: 18_000, inStock: true, observedAt: new Date() });
    const created = await notifyPriceEvents({ events, io: undefined });

    const [memo] = await waitFor(() => (memosTo(kakaoId).length > 0 ? memosTo(kakaoId) : undefined), "the memo");
    const link = `${SITE}/products/${product.id}`;
    expect(memo!.template).toEqual({
      object_type: "text",
      text: expect.stringContaining("21,000원"),
      link: { web_url: link, mobile_web_url: link },
      button_title: "상품 보기",
    });
    expect(memo!.template.text).toMatch(/^액상픽 가격 알림\n/);

    // The same stored notification's job run again (a redelivered job): no second message.
    const run = createTalkJobRunner();
    const again = created.map(({ userId, notification: n }) => ({
      notificationId: n.id,
      userId,
      kind: n.type,
      title: "액상픽 가격 알림",
      body: n.content,
      url: n.url,
    }));
    await run({ messages: again, attempt: 1 });
    await run({ messages: again, attempt: 1 });
    expect(memosTo(kakaoId)).toHaveLength(1);
  });

  it("an expired access token is refreshed, stored and the message sent; a rotated refresh token is kept", async () => {
    const { member, kakaoId } = await consentedMember();
    const before = (await linkOf(member.id))!;
    standIn.kakaoTalk.rotateRefreshTokens();
    standIn.kakaoTalk.expireAccessTokens();
    const run = createTalkJobRunner();

    expect(await run({ messages: [message(member.id)], attempt: 1 })).toEqual([]);
    expect(memosTo(kakaoId)).toHaveLength(1);
    const after = (await linkOf(member.id))!;
    expect(after.accessTokenSealed).not.toBe(before.accessTokenSealed);
    expect(after.refreshTokenSealed).not.toBe(before.refreshTokenSealed);
    expect(after.refreshedAt).not.toBeNull();

    // The rotated refresh token is the one that works now: a second expiry refreshes again.
    standIn.kakaoTalk.expireAccessTokens();
    await run({ messages: [message(member.id)], attempt: 1 });
    expect(memosTo(kakaoId)).toHaveLength(2);
  });

  it("a token near its end is refreshed before sending", async () => {
    standIn.kakaoTalk.setAccessTokenLifetime(30);
    const { member, kakaoId } = await consentedMember();
    const refreshesBefore = standIn.requests().filter((r) => r.endpoint === "token" && r.params.grant_type === "refresh_token").length;
    await createTalkJobRunner()({ messages: [message(member.id)], attempt: 1 });
    expect(memosTo(kakaoId)).toHaveLength(1);
    const refreshes = standIn.requests().filter((r) => r.endpoint === "token" && r.params.grant_type === "refresh_token").length;
    expect(refreshes).toBe(refreshesBefore + 1);
    const memoSends = standIn.requests().filter((r) => r.endpoint === "memo");
    expect(memoSends.at(-1)!.params.template_object).toContain("/products/42");
  });

  it("-402 (consent withdrawn at Kakao): the link is removed at once and nothing more is sent", async () => {
    const { member, kakaoId } = await consentedMember();
    standIn.kakaoTalk.withdrawConsent(kakaoId);
    const run = createTalkJobRunner();
    const sendsBefore = standIn.requests().filter((r) => r.endpoint === "memo").length;
    const withdrawnBefore = await sendsCounted("withdrawn");

    expect(await run({ messages: [message(member.id), message(member.id, "두 번째 알림")], attempt: 1 })).toEqual([]);
    expect(await linkOf(member.id)).toBeUndefined();
    expect(await sendsCounted("withdrawn")).toBe(withdrawnBefore + 1);
    // One try told us; the second message was never sent, and later alerts find no link.
    expect(standIn.requests().filter((r) => r.endpoint === "memo").length).toBe(sendsBefore + 1);
    await run({ messages: [message(member.id)], attempt: 1 });
    expect(standIn.requests().filter((r) => r.endpoint === "memo").length).toBe(sendsBefore + 1);
    expect(memosTo(kakaoId)).toHaveLength(0);
  });

  it("a member who unlinked Kakao sign-in gets no more KakaoTalk alerts: the consent is forgotten", async () => {
    const { member, kakaoId } = await consentedMember();
    await getDb().delete(providerAccounts).where(eq(providerAccounts.userId, member.id));
    await createTalkJobRunner()({ messages: [message(member.id)], attempt: 1 });
    expect(memosTo(kakaoId)).toHaveLength(0);
    expect(await linkOf(member.id)).toBeUndefined();
  });

  it("Kakao's token endpoint down during a refresh: the message is retried later, the link kept", async () => {
    const { member, kakaoId } = await consentedMember();
    standIn.kakaoTalk.expireAccessTokens();
    standIn.kakaoTalk.failNextRefreshes();
    const run = createTalkJobRunner();
    const [retry] = await run({ messages: [message(member.id)], attempt: 1 });
    expect(retry).toMatchObject({ job: { attempt: 2 }, delayMs: 5_000 });
    expect(await linkOf(member.id)).toBeDefined();
    expect(await run(retry!.job)).toEqual([]);
    expect(memosTo(kakaoId)).toHaveLength(1);
  });

  it("the site's own Kakao secret refused (invalid_client) keeps the members' links: it says nothing of their consent", async () => {
    const { member } = await consentedMember();
    standIn.kakaoTalk.expireAccessTokens();
    process.env.KAKAO_CLIENT_SECRET = "rotated-at-kakao-not-here";
    resetConfigForTests();
    try {
      const [retry] = await createTalkJobRunner()({ messages: [message(member.id)], attempt: 1 });
      expect(retry).toMatchObject({ job: { attempt: 2 } });
      expect(await linkOf(member.id)).toBeDefined();
    } finally {
      process.env.KAKAO_CLIENT_SECRET = standIn.env.KAKAO_CLIENT_SECRET;
      resetConfigForTests();
    }
  });

  it("a refused refresh (invalid_grant) forgets the link", async () => {
    const { member, kakaoId } = await consentedMember();
    standIn.kakaoTalk.expireAccessTokens();
    standIn.kakaoTalk.revokeRefreshTokens();
    expect(await createTalkJobRunner()({ messages: [message(member.id)], attempt: 1 })).toEqual([]);
    expect(await linkOf(member.id)).toBeUndefined();
    expect(memosTo(kakaoId)).toHaveLength(0);
  });

  it("500 and 429 are retried with back-off, the message sent once it passes, and given up after the last attempt", async () => {
    const { member, kakaoId } = await consentedMember();
    const run = createTalkJobRunner();
    standIn.kakaoTalk.failNextMemos("server_error");
    const first = message(member.id);
    const retries = await run({ messages: [first], attempt: 1 });
    expect(retries).toEqual([{ job: { messages: [first], attempt: 2 }, delayMs: 5_000 }]);
    expect(memosTo(kakaoId)).toHaveLength(0);
    standIn.kakaoTalk.failNextMemos("rate_limited");
    const second = await run(retries[0]!.job);
    expect(second).toEqual([{ job: { messages: [first], attempt: 3 }, delayMs: 10_000 }]);
    expect(await run(second[0]!.job)).toEqual([]);
    expect(memosTo(kakaoId)).toHaveLength(1);

    // Every attempt failing: the last one schedules nothing more.
    standIn.kakaoTalk.failNextMemos("server_error", 4);
    let job = { messages: [message(member.id)], attempt: 1 };
    for (let i = 1; i < 4; i++) job = (await run(job))[0]!.job;
    expect(job.attempt).toBe(4);
    expect(await run(job)).toEqual([]);
    expect(memosTo(kakaoId)).toHaveLength(1);
  });

  it("a member who chose KakaoTalk off for a kind hears that kind elsewhere, not in KakaoTalk", async () => {
    const { member, kakaoId } = await consentedMember({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      channels: { price_drop: { kakao: false } },
    });
    const handed: ChannelMessage[] = [];
    await notifyPriceEvents({
      events: [{ type: "price_dropped", productId: 42, oldLowestPrice: 12_900, newLowestPrice: 11_500 }],
      collect: async () => [
        { userId: member.id, kind: "price_drop", productId: 42, content: "가격 하락 알림", url: "/products/42" },
        { userId: member.id, kind: "back_in_stock", productId: 43, content: "재입고 알림", url: "/products/43" },
      ],
      senders: {
        push: async () => {},
        kakao: async ({ messages }) => {
          handed.push(...messages);
          await createTalkJobRunner()({ messages, attempt: 1 });
        },
      },
      io: undefined,
    });
    expect(handed.map((m) => m.kind)).toEqual(["back_in_stock"]);
    expect(memosTo(kakaoId).map((m) => m.template.text)).toEqual([expect.stringContaining("재입고 알림")]);
  });

  it("끊기 withdraws talk_message at Kakao and forgets the tokens; withdrawal from the site does too", async () => {
    const { member, kakaoId } = await consentedMember();
    const session = await sessionCookieFor(member);
    const response = await disconnectRoute(
      new NextRequest(`${SITE}/api/kakao-talk/disconnect`, {
        method: "POST",
        headers: { cookie: `${session.name}=${session.value}`, origin: SITE },
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${SITE}/profile?kakao_talk=disconnected#kakao-talk`);
    expect(await linkOf(member.id)).toBeUndefined();
    expect(standIn.kakaoTalk.consented(kakaoId)).toBe(false);
    await createTalkJobRunner()({ messages: [message(member.id)], attempt: 1 });
    expect(memosTo(kakaoId)).toHaveLength(0);

    const leaving = await consentedMember();
    await withdrawMember({ userId: leaving.member.id, password: TEST_PASSWORD });
    expect(await linkOf(leaving.member.id)).toBeUndefined();
  });

  it("with PostgreSQL + Redis: the BullMQ worker sends, and a retry waits on the queue as a delayed job", async (ctx) => {
    if (!process.env.REDIS_URL || database.current.driver !== "postgres") return ctx.skip();
    const { member, kakaoId } = await consentedMember();
    const prefix = `test-kakao-talk-${randomUUID()}`;
    const queue = createBullJobQueue<TalkJob>({ name: KAKAO_TALK_QUEUE, redisUrl: process.env.REDIS_URL, prefix });
    const worker = startTalkWorker({ redisUrl: process.env.REDIS_URL, prefix });
    try {
      standIn.kakaoTalk.failNextMemos("server_error");
      await queue.add({ messages: [message(member.id, "큐로 간 알림")], attempt: 1 });
      const [memo] = await waitFor(() => (memosTo(kakaoId).length > 0 ? memosTo(kakaoId) : undefined), "the retried memo", 20_000);
      expect(memo!.template.text).toContain("큐로 간 알림");
    } finally {
      await worker.close();
      await queue.close();
    }
  });
});
