import "server-only";
import type { Server } from "socket.io";
import { channelChosen, kindWanted, type ChannelMessage, type OutsideChannel } from "@/domains/accounts/notification-kinds";
import { listNotificationPreferences } from "@/domains/accounts/queries";
import { PRICE_EVENT_TYPES, type PriceEvent } from "@/domains/catalog/price-events";
import { enqueueKakaoTalkDelivery } from "@/domains/kakao-talk/deliver-kakao-talk";
import { enqueuePushDelivery } from "@/domains/push/deliver-push";
import { enqueueWebhookDelivery } from "@/domains/webhooks/deliver-webhooks";
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
 * The channels a notice can go out by (accounts' NOTICE_CHANNELS):
 * - `bell`: the stored notification (the bell, /notifications), sent at once to the member's open pages over their socket;
 *   the kind's own switch on /profile;
 * - `push`, `kakao`, `webhook` (OUTSIDE_CHANNELS): handed to their domain's queue for the stored notifications whose
 *   member chose that channel for that kind (channelChosen);
 * - `email`: the stored notification again, mailed later with others of the kinds the member chose by the
 *   email-alerts domain, which stands above this one (DOMAIN_ORDER) and reads the bell's rows on its own clock.
 */
type OutsideSenders = {
  push: typeof enqueuePushDelivery;
  /** Each outside channel but push takes the stored notifications as ChannelMessages. */
  kakao?: (args: { messages: ChannelMessage[] }) => Promise<unknown>;
  webhook?: (args: { messages: ChannelMessage[] }) => Promise<unknown>;
};

const OUTSIDE_SENDERS: OutsideSenders = { push: enqueuePushDelivery, kakao: enqueueKakaoTalkDelivery, webhook: enqueueWebhookDelivery };

type Delivery = { notices: readonly MemberNotice[]; pushTitle: string; io: Server | undefined; senders?: Partial<OutsideSenders> };

/** Notices to their members by their channels: all bell rows in one insert, then their sockets, then each outside channel's queue (never awaited beyond the hand-over). */
async function deliver({ notices, pushTitle, io, senders = {} }: Delivery): Promise<CreatedNotification[]> {
  if (notices.length === 0) return [];
  const preferences = await listNotificationPreferences({ userIds: [...new Set(notices.map((n) => n.userId))] });
  const created = await createNotifications({
    drafts: notices
      .filter((n) => kindWanted(preferences.get(n.userId), n.kind))
      .map((n) => ({ userId: n.userId, type: n.kind, content: n.content, url: n.url })),
  });
  emitNotifications({ io, created });
  const send = { ...OUTSIDE_SENDERS, ...senders };
  const chosen = (channel: OutsideChannel) =>
    created.filter(({ userId, notification: n }) => channelChosen(preferences.get(userId), n.type, channel));
  const handOver = async (channel: OutsideChannel, hand: () => Promise<unknown>, count: number) => {
    if (count > 0) await hand().catch((err) => logger.warn({ err, count, channel }, "notice delivery not queued"));
  };
  const pushMessages = chosen("push").map(({ userId, notification: n }) => ({
    userId,
    title: pushTitle,
    body: n.content,
    url: n.url,
    tag: `notification-${n.id}`,
  }));
  await handOver("push", () => send.push({ messages: pushMessages }), pushMessages.length);
  for (const channel of ["kakao", "webhook"] as const) {
    const sender = send[channel];
    if (!sender) continue;
    const messages = chosen(channel).map(({ userId, notification: n }) => ({
      notificationId: n.id,
      userId,
      kind: n.type,
      title: pushTitle,
      body: n.content,
      url: n.url,
    }));
    await handOver(channel, () => sender({ messages }), messages.length);
  }
  // `email` needs no step here: the rows just stored are what the digest reads.
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
  senders,
}: {
  events: PriceEvent[];
  io: Server | undefined;
  collect?: typeof collectPriceAlerts;
  senders?: Partial<OutsideSenders>;
}): Promise<CreatedNotification[]> {
  return deliver({ notices: await collect({ events }), pushTitle: "액상픽 가격 알림", io, senders });
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
