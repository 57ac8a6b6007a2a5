import "server-only";
import type { Server } from "socket.io";
import { listNotificationPreferences } from "@/domains/accounts/queries";
import { PRICE_EVENT_TYPES, type PriceEvent } from "@/domains/catalog/price-events";
import { enqueuePushDelivery } from "@/domains/push/deliver-push";
import { collectPriceAlerts } from "@/domains/wishlist/price-alerts";
import type { BackgroundService } from "@/platform/background-service";
import { subscribeDomainEvent } from "@/platform/events/event-bus";
import { logger } from "@/platform/logger";
import { getRealtimeServer } from "@/platform/realtime/socket-server";
import { createNotifications, type CreatedNotification } from "./create-notifications";
import { emitNotifications } from "./emit-notifications";

/** Something one member should hear: `kind` is a NotificationKind the member can switch off on /profile. */
export type MemberNotice = { userId: string; kind: string; content: string; url: string };

/**
 * The channels a notice can go out by, named once:
 * - `bell`: the stored notification (the bell, /notifications), sent at once to the member's open pages over their socket;
 * - `push`: to every browser the member subscribed, queued (the push domain);
 * - `email-digest`: the stored notification again, mailed later with others of the kinds the member chose by the
 *   email-alerts domain, which stands above this one (DOMAIN_ORDER) and reads the bell's rows on its own clock.
 */
const CHANNELS = ["bell", "push", "email-digest"] as const;
type Channel = (typeof CHANNELS)[number];

/**
 * The channels a notice takes to its member (PriceBuddy's `via()`): none when they switched its kind off or may not
 * hear at all (withdrawn and banned members have no preferences); push only when they allowed it. A kind the member
 * never saw on /profile (a newer one) counts as wanted.
 */
function via(kind: string, preferences: { kinds: Partial<Record<string, boolean>>; push: boolean } | undefined): readonly Channel[] {
  if (!preferences || preferences.kinds[kind] === false) return [];
  return CHANNELS.filter((channel) => channel !== "push" || preferences.push);
}

type Delivery = { notices: readonly MemberNotice[]; pushTitle: string; io: Server | undefined; push?: typeof enqueuePushDelivery };

/** Notices to their members by their channels: all bell rows in one insert, then their sockets, then push (queued, never awaited beyond the hand-over). */
async function deliver({ notices, pushTitle, io, push = enqueuePushDelivery }: Delivery): Promise<CreatedNotification[]> {
  if (notices.length === 0) return [];
  const preferences = await listNotificationPreferences({ userIds: [...new Set(notices.map((n) => n.userId))] });
  const channelsOf = (userId: string, kind: string) => via(kind, preferences.get(userId));
  const created = await createNotifications({
    drafts: notices
      .filter((n) => channelsOf(n.userId, n.kind).includes("bell"))
      .map((n) => ({ userId: n.userId, type: n.kind, content: n.content, url: n.url })),
  });
  emitNotifications({ io, created });
  const messages = created
    .filter(({ userId, notification: n }) => channelsOf(userId, n.type).includes("push"))
    .map(({ userId, notification: n }) => ({ userId, title: pushTitle, body: n.content, url: n.url, tag: `notification-${n.id}` }));
  if (messages.length > 0)
    await push({ messages }).catch((err) => logger.warn({ err, count: messages.length }, "push delivery not queued"));
  // `email-digest` needs no step here: the rows just stored are what the digest reads.
  return created;
}

/** For other domains (community comments and replies, price reports, operations alarms): members hear by their channels. */
export async function notifyMembers({ notices, pushTitle }: { notices: readonly MemberNotice[]; pushTitle: string }): Promise<void> {
  await deliver({ notices, pushTitle, io: getRealtimeServer() });
}

/**
 * The one path from price events to members: the wishlist says who must hear and why (collectPriceAlerts), then
 * their channels. Both steps are imported here (wishlist and push stand below notifications); tests and the fan-out
 * bench pass stand-ins for them.
 */
export async function notifyPriceEvents({
  events,
  io,
  collect = collectPriceAlerts,
  push,
}: {
  events: PriceEvent[];
  io: Server | undefined;
  collect?: typeof collectPriceAlerts;
  push?: typeof enqueuePushDelivery;
}): Promise<CreatedNotification[]> {
  return deliver({ notices: await collect({ events }), pushTitle: "액상픽 가격 알림", io, push });
}

/**
 * Notifies members of price events published in THIS process (the crawler's, embedded or worker):
 * with Redis every process also hears the others' events, and each must become notifications once.
 */
export function startPriceEventNotifications({ getIo }: { getIo: () => Server | undefined }): BackgroundService {
  const handle = (event: PriceEvent) => notifyPriceEvents({ events: [event], io: getIo() }).then(() => {});
  const unsubscribers = PRICE_EVENT_TYPES.map((type) => subscribeDomainEvent(type, handle, { localOnly: true }));
  return { name: "price-event-notifications", stop: async () => unsubscribers.forEach((off) => off()) };
}
