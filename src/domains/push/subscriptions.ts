import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { pushSubscriptions, type PushSubscriptionRow } from "./schema";
import type { SubscribeBody } from "./subscription-input";

/**
 * Stores a browser's subscription for the member. Upserted by endpoint: a browser that signs in as
 * someone else re-subscribes with the same endpoint, which then belongs to the current member only.
 */
export async function savePushSubscription({ userId, body }: { userId: string; body: SubscribeBody }): Promise<void> {
  const { endpoint, keys } = body.subscription;
  const values = { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, userAgent: body.userAgent ?? null };
  await getDb()
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...values, createdAt: sql`now()`, lastFailureAt: null, lastFailureReason: null },
    });
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
