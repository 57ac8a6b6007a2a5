import "server-only";
import type { Server } from "socket.io";
import type { PriceEvent } from "@/domains/catalog/price-events";
import type { CreatedNotification } from "./create-notifications";
import { deliverMemberNotices } from "./deliver-member-notices";
import type { CollectPriceAlerts, EnqueuePushDelivery } from "./price-alert-types";

/**
 * Turns price events into notifications: the wishlist says who cares, then the members' preferences,
 * one insert, their rooms and push (never awaited on the crawler's path beyond the hand-over).
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
  return deliverMemberNotices({ notices: alerts, pushTitle: "액상픽 가격 알림", enqueuePushDelivery, io });
}
