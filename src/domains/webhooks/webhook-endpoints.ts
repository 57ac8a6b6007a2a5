import "server-only";
import { and, asc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { conflict, notFound } from "@/platform/errors";
import { webhookDeliveries, webhookEndpoints, type WebhookEndpointRow, type WebhookFormat } from "./schema";

/** Endpoints a member may keep. */
export const MAX_WEBHOOKS_PER_MEMBER = 3;
/** Failed deliveries in a row (each given up after its retries) that pause an endpoint. */
export const WEBHOOK_PAUSE_AFTER = 5;

const ERROR_LENGTH = 300;

export async function listWebhookEndpoints({ userId }: { userId: string }): Promise<WebhookEndpointRow[]> {
  return getDb().select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)).orderBy(asc(webhookEndpoints.id));
}

/** The endpoints that take deliveries now (not paused) of these members. */
export async function listActiveWebhookEndpoints({ userIds }: { userIds: string[] }): Promise<WebhookEndpointRow[]> {
  if (userIds.length === 0) return [];
  return getDb()
    .select()
    .from(webhookEndpoints)
    .where(and(inArray(webhookEndpoints.userId, userIds), isNull(webhookEndpoints.pausedAt)));
}

/** The member's own endpoint, or 404 (another member's id is answered as if it did not exist). */
export async function getOwnWebhookEndpoint({ userId, id }: { userId: string; id: number }): Promise<WebhookEndpointRow> {
  const [row] = await getDb()
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)));
  if (!row) throw notFound("웹훅을 찾을 수 없습니다.");
  return row;
}

export async function insertWebhookEndpoint(values: { userId: string; url: string; format: WebhookFormat; secret: string }) {
  return getDb().transaction(async (tx) => {
    const mine = await tx.select({ url: webhookEndpoints.url }).from(webhookEndpoints).where(eq(webhookEndpoints.userId, values.userId));
    if (mine.some((row) => row.url === values.url)) throw conflict("이미 등록한 웹훅 주소입니다.", "webhook_exists");
    if (mine.length >= MAX_WEBHOOKS_PER_MEMBER)
      throw conflict(`웹훅은 ${MAX_WEBHOOKS_PER_MEMBER}개까지 등록할 수 있습니다.`, "webhook_limit");
    const [row] = await tx.insert(webhookEndpoints).values(values).returning();
    return row!;
  });
}

export async function deleteWebhookEndpoint({ userId, id }: { userId: string; id: number }): Promise<void> {
  const gone = await getDb()
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  if (gone.length === 0) throw notFound("웹훅을 찾을 수 없습니다.");
}

/** 다시 켜기: deliveries go out again, the count of failures starts over. */
export async function resumeWebhookEndpoint({ userId, id }: { userId: string; id: number }): Promise<void> {
  const resumed = await getDb()
    .update(webhookEndpoints)
    .set({ pausedAt: null, consecutiveFailures: 0, lastError: null })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  if (resumed.length === 0) throw notFound("웹훅을 찾을 수 없습니다.");
}

/**
 * Takes attempt `attempt` of a notification's delivery to an endpoint, or answers false when it is taken (a job run
 * twice) or already delivered. The first attempt inserts the claim; each retry moves it on from the attempt before.
 */
export async function claimWebhookDelivery({
  endpointId,
  notificationId,
  attempt,
}: {
  endpointId: number;
  notificationId: number;
  attempt: number;
}): Promise<boolean> {
  const db = getDb();
  if (attempt === 1) {
    const claimed = await db
      .insert(webhookDeliveries)
      .values({ endpointId, notificationId })
      .onConflictDoNothing()
      .returning({ endpointId: webhookDeliveries.endpointId });
    return claimed.length > 0;
  }
  const moved = await db
    .update(webhookDeliveries)
    .set({ attempts: attempt })
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.notificationId, notificationId),
        eq(webhookDeliveries.attempts, attempt - 1),
        isNull(webhookDeliveries.deliveredAt),
      ),
    )
    .returning({ endpointId: webhookDeliveries.endpointId });
  return moved.length > 0;
}

export async function recordWebhookDelivered({ endpointId, notificationId }: { endpointId: number; notificationId: number }) {
  await getDb().transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({ deliveredAt: sql`now()` })
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.notificationId, notificationId)));
    await tx
      .update(webhookEndpoints)
      .set({ consecutiveFailures: 0, lastError: null, lastSuccessAt: sql`now()` })
      .where(eq(webhookEndpoints.id, endpointId));
  });
}

/** An attempt failed but will be tried again: only its reason is kept (the delivery has not failed yet). */
export async function recordWebhookAttemptError({ endpointId, reason }: { endpointId: number; reason: string }) {
  await getDb()
    .update(webhookEndpoints)
    .set({ lastError: reason.slice(0, ERROR_LENGTH) })
    .where(eq(webhookEndpoints.id, endpointId));
}

/**
 * A delivery given up: one more failure in a row. Answers the endpoint when this failure paused it — exactly once per
 * pause, however many deliveries fail at the same moment (the pausing update matches only an unpaused row).
 */
export async function recordWebhookFailure({
  endpointId,
  reason,
}: {
  endpointId: number;
  reason: string;
}): Promise<WebhookEndpointRow | null> {
  const db = getDb();
  await db
    .update(webhookEndpoints)
    .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`, lastError: reason.slice(0, ERROR_LENGTH) })
    .where(eq(webhookEndpoints.id, endpointId));
  const [paused] = await db
    .update(webhookEndpoints)
    .set({ pausedAt: sql`now()` })
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        isNull(webhookEndpoints.pausedAt),
        gte(webhookEndpoints.consecutiveFailures, WEBHOOK_PAUSE_AFTER),
      ),
    )
    .returning();
  return paused ?? null;
}

/** Deletes the delivery claims taken before `takenBefore` (no job still running can need them: CLAIM_KEPT_MS). */
export async function pruneWebhookClaims({ takenBefore }: { takenBefore: Date }): Promise<void> {
  await getDb().delete(webhookDeliveries).where(lt(webhookDeliveries.createdAt, takenBefore));
}
