import "server-only";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { conflict } from "@/platform/errors";
import { pushSubscriptions, type PushSubscriptionRow } from "./schema";
import type { SubscribeBody } from "./subscription-input";

/**
 * Stores a browser's subscription for the member. Upserted by endpoint: a browser that signs in as
 * someone else re-subscribes with the same endpoint and the same keys, and the endpoint then belongs to
 * the current member only. Knowing an endpoint is not enough to take it over: another member's row moves
 * only when the submitted `auth` secret is the stored one (409 otherwise).
 */
export async function savePushSubscription({ userId, body }: { userId: string; body: SubscribeBody }): Promise<void> {
  const { endpoint, keys } = body.subscription;
  const values = { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, userAgent: body.userAgent ?? null };
  const saved = await getDb()
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...values, createdAt: sql`now()`, lastFailureAt: null, lastFailureReason: null },
      setWhere: or(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.auth, keys.auth)),
    })
    .returning({ id: pushSubscriptions.id });
  if (saved.length === 0)
    throw conflict("이 브라우저의 알림은 다른 계정에 연결되어 있습니다. 알림을 껐다가 다시 켜 주세요.", "push_endpoint_taken");
}

/** Removes the member's own subscription of this endpoint (another member's is left alone). */
export async function deletePushSubscription({ userId, endpoint }: { userId: string; endpoint: string }): Promise<void> {
  await getDb()
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function listPushSubscriptions({ userIds }: { userIds: string[] }): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return getDb().select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
}

/** A push service said the subscription is gone (404/410): nobody can reach that browser through it any more. */
export async function forgetPushEndpoint({ id }: { id: number }): Promise<void> {
  await getDb().delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function recordPushOutcome({ id, failure }: { id: number; failure?: string }): Promise<void> {
  const set = failure ? { lastFailureAt: new Date(), lastFailureReason: failure.slice(0, 500) } : { lastSuccessAt: new Date() };
  await getDb().update(pushSubscriptions).set(set).where(eq(pushSubscriptions.id, id));
}
