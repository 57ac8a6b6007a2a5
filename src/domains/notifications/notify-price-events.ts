import "server-only";
import type { Server } from "socket.io";
import type { PriceEvent } from "@/domains/catalog/price-events";
import { listNotificationPreferences } from "@/domains/accounts/queries";
import { logger } from "@/platform/logger";
import { createNotifications, type CreatedNotification } from "./create-notifications";
import { emitNotifications } from "./emit-notifications";
import type { CollectPriceAlerts, EnqueuePushDelivery } from "./price-alert-types";

const PUSH_TITLE = "액상픽 가격 알림";

/**
 * Turns price events into notifications: the wishlist says who cares, each member's preferences
 * filter, all rows go in one insert, each member's room gets its items, and push delivery is queued
 * (never awaited on the crawler's path beyond the hand-over).
 */
export async function notifyPriceEvents({
  events,
  collectPriceAlerts,
  enqueuePushDelivery,
  io,
}: {
  events: PriceEvent[];
  collectPriceAlerts: CollectPriceAlerts;
  enqueuePushDelivery: EnqueuePushDelivery;
  io: Server | undefined;
}): Promise<CreatedNotification[]> {
  const alerts = await collectPriceAlerts({ events });
  if (alerts.length === 0) return [];
  const preferences = await listNotificationPreferences({ userIds: [...new Set(alerts.map((a) => a.userId))] });
  // A kind the member never saw on /profile (a newer one) counts as wanted.
  const wanted = alerts.filter((a) => {
    const prefs = preferences.get(a.userId);
    return prefs !== undefined && (prefs.kinds as Record<string, boolean | undefined>)[a.kind] !== false;
  });
  const created = await createNotifications({
    drafts: wanted.map((a) => ({ userId: a.userId, type: a.kind, content: a.content, url: a.url })),
  });
  emitNotifications({ io, created });
  const messages = created
    .filter((c) => preferences.get(c.userId)?.push)
    .map(({ userId, notification: n }) => ({ userId, title: PUSH_TITLE, body: n.content, url: n.url, tag: `notification-${n.id}` }));
  if (messages.length > 0)
    await enqueuePushDelivery({ messages }).catch((err) => logger.warn({ err, count: messages.length }, "push delivery not queued"));
  return created;
}
