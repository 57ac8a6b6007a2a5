import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { claimTalkDelivery, pruneTalkClaims } from "@/domains/kakao-talk/talk-links";
import { kakaoTalkDeliveries } from "@/domains/kakao-talk/schema";
import { claimWebhookDelivery, pruneWebhookClaims } from "@/domains/webhooks/webhook-endpoints";
import { webhookDeliveries, webhookEndpoints } from "@/domains/webhooks/schema";
import { getDb } from "@/platform/db/client";
import { CLAIM_KEPT_MS } from "@/platform/queue/claim-pruning";
import { createMember } from "../support/account-factories";
import { describeEachDatabase } from "../support/test-db";

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describeEachDatabase("sent-once claims kept a week", () => {
  it("prunes KakaoTalk and webhook claims taken before CLAIM_KEPT_MS, keeps the newer ones, which still refuse a second send", async () => {
    const db = getDb();
    const member = await createMember();
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({ userId: member.id, url: "https://hooks.example.com/a", format: "json", secret: randomBytes(16).toString("hex") })
      .returning();
    for (const notificationId of [1, 2]) {
      expect(await claimTalkDelivery({ userId: member.id, notificationId })).toBe(true);
      expect(await claimWebhookDelivery({ endpointId: endpoint!.id, notificationId, attempt: 1 })).toBe(true);
    }
    // Notification 1 was claimed eight days ago, 2 six days ago: one day either side of the week kept.
    for (const [notificationId, at] of [
      [1, daysAgo(8)],
      [2, daysAgo(6)],
    ] as const) {
      await db
        .update(kakaoTalkDeliveries)
        .set({ claimedAt: at })
        .where(and(eq(kakaoTalkDeliveries.userId, member.id), eq(kakaoTalkDeliveries.notificationId, notificationId)));
      await db
        .update(webhookDeliveries)
        .set({ createdAt: at })
        .where(and(eq(webhookDeliveries.endpointId, endpoint!.id), eq(webhookDeliveries.notificationId, notificationId)));
    }

    const takenBefore = new Date(Date.now() - CLAIM_KEPT_MS);
    await pruneTalkClaims({ takenBefore });
    await pruneWebhookClaims({ takenBefore });

    const talkLeft = await db.select().from(kakaoTalkDeliveries).where(eq(kakaoTalkDeliveries.userId, member.id));
    const hooksLeft = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint!.id));
    expect(talkLeft.map((row) => row.notificationId)).toEqual([2]);
    expect(hooksLeft.map((row) => row.notificationId)).toEqual([2]);
    // A kept claim still does its job: a job run again finds it and sends nothing.
    expect(await claimTalkDelivery({ userId: member.id, notificationId: 2 })).toBe(false);
    expect(await claimWebhookDelivery({ endpointId: endpoint!.id, notificationId: 2, attempt: 1 })).toBe(false);
  });
});
