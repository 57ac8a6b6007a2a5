import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { expect, it } from "vitest";
import { pushSubscriptions } from "@/domains/push/schema";
import { getDb } from "@/platform/db/client";
import { createMember, sessionCookieFor } from "@tests/support/account-factories";
import { pushSubscriptionJson } from "@tests/support/push-factories";
import { describeEachDatabase } from "@tests/support/test-db";
import { DELETE, POST } from "./route";

const URL = "http://localhost:3000/api/notifications/push/subscribe";

async function call(handler: typeof POST, body: unknown, member?: Awaited<ReturnType<typeof createMember>>) {
  const cookie = member ? await sessionCookieFor(member) : undefined;
  // A browser's own fetch: same Origin (apiRoute refuses state-changing calls from elsewhere).
  const headers = {
    "content-type": "application/json",
    origin: "http://localhost:3000",
    ...(cookie ? { cookie: `${cookie.name}=${cookie.value}` } : {}),
  };
  const response = await handler(
    new NextRequest(URL, { method: handler === POST ? "POST" : "DELETE", body: JSON.stringify(body), headers }),
  );
  return { status: response.status, json: await response.json() };
}

const rowsFor = (endpoint: string) => getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describeEachDatabase("POST/DELETE /api/notifications/push/subscribe", () => {
  it("answers visitors 401 and stores nothing", async () => {
    const endpoint = "https://push.example.com/visitor";
    expect(await call(POST, { subscription: pushSubscriptionJson({ endpoint }), userAgent: "UA" })).toMatchObject({
      status: 401,
      json: { error: { code: "unauthorized" } },
    });
    expect(await rowsFor(endpoint)).toHaveLength(0);
  });

  it("stores a member's subscription and answers {success:true}", async () => {
    const member = await createMember();
    const endpoint = "https://push.example.com/one";
    const subscription = pushSubscriptionJson({ endpoint });
    expect(await call(POST, { subscription, userAgent: "Mozilla/5.0 Test" }, member)).toEqual({ status: 200, json: { success: true } });
    expect(await rowsFor(endpoint)).toEqual([
      expect.objectContaining({
        userId: member.id,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        userAgent: "Mozilla/5.0 Test",
      }),
    ]);
  });

  it("moves a re-subscribed endpoint to the current member when the browser holds its keys (same auth secret)", async () => {
    const [first, second] = [await createMember(), await createMember()];
    const endpoint = "https://push.example.com/shared-browser";
    const subscription = pushSubscriptionJson({ endpoint });
    await call(POST, { subscription, userAgent: "UA" }, first);
    expect((await call(POST, { subscription, userAgent: "UA2" }, second)).status).toBe(200);
    expect(await rowsFor(endpoint)).toEqual([
      expect.objectContaining({ userId: second.id, auth: subscription.keys.auth, userAgent: "UA2" }),
    ]);
  });

  it("refuses to hand another member's endpoint to someone who only knows the endpoint (409), and keeps the owner's row", async () => {
    const [owner, attacker] = [await createMember(), await createMember()];
    const endpoint = "https://push.example.com/victim-browser";
    const subscription = pushSubscriptionJson({ endpoint });
    await call(POST, { subscription, userAgent: "UA" }, owner);
    const forged = pushSubscriptionJson({ endpoint });
    const answer = await call(POST, { subscription: forged, userAgent: "evil" }, attacker);
    expect(answer.status).toBe(409);
    expect(answer.json.error.message).toMatch(/[가-힣]/);
    expect(await rowsFor(endpoint)).toEqual([expect.objectContaining({ userId: owner.id, auth: subscription.keys.auth, userAgent: "UA" })]);
    // The owner's own browser may refresh its keys.
    expect((await call(POST, { subscription: forged, userAgent: "UA3" }, owner)).status).toBe(200);
  });

  it.each([
    ["an http endpoint off loopback", { endpoint: "http://push.example.com/x" }, "subscription.endpoint"],
    ["a p256dh key of the wrong length", { keys: { p256dh: Buffer.alloc(64, 4).toString("base64url") } }, "subscription.keys.p256dh"],
    ["an auth secret of the wrong length", { keys: { auth: Buffer.alloc(12, 1).toString("base64url") } }, "subscription.keys.auth"],
    ["a key that is not base64url", { keys: { auth: "not/base64+url" } }, "subscription.keys.auth"],
  ])("refuses %s with a 400 naming the field", async (_name, change: { endpoint?: string; keys?: object }, field) => {
    const member = await createMember();
    const base = pushSubscriptionJson({ endpoint: "https://push.example.com/valid" });
    const subscription = { ...base, endpoint: change.endpoint ?? base.endpoint, keys: { ...base.keys, ...change.keys } };
    const answer = await call(POST, { subscription, userAgent: "UA" }, member);
    expect(answer.status).toBe(400);
    expect(answer.json.error.field).toBe(field);
    expect(answer.json.error.message).not.toContain(field);
  });

  it("accepts http on loopback outside production (a local push service)", async () => {
    const member = await createMember();
    const endpoint = "http://127.0.0.1:9/push/local";
    expect((await call(POST, { subscription: pushSubscriptionJson({ endpoint }), userAgent: "UA" }, member)).status).toBe(200);
  });

  it("DELETE removes the caller's own subscription only", async () => {
    const [owner, other] = [await createMember(), await createMember()];
    const endpoint = "https://push.example.com/delete-me";
    await call(POST, { subscription: pushSubscriptionJson({ endpoint }), userAgent: "UA" }, owner);
    expect((await call(DELETE, { endpoint }, other)).status).toBe(200);
    expect(await rowsFor(endpoint)).toHaveLength(1);
    expect((await call(DELETE, { endpoint })).status).toBe(401);
    await call(DELETE, { endpoint }, owner);
    expect(await rowsFor(endpoint)).toHaveLength(0);
  });
});
