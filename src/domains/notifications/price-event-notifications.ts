import "server-only";
import type { Server } from "socket.io";
import { PRICE_EVENT_TYPES, type PriceEvent } from "@/domains/catalog/price-events";
import { subscribeDomainEvent } from "@/platform/events/event-bus";
import type { BackgroundService } from "@/platform/background-service";
import { notifyPriceEvents } from "./notify-price-events";
import type { CollectPriceAlerts, EnqueuePushDelivery } from "./price-alert-types";

/**
 * Notifies members of price events published in THIS process (the crawler's, embedded or worker):
 * with Redis every process also hears the others' events, and each must become notifications once.
 */
export function startPriceEventNotifications({
  collectPriceAlerts,
  enqueuePushDelivery,
  getIo,
}: {
  collectPriceAlerts: CollectPriceAlerts;
  enqueuePushDelivery: EnqueuePushDelivery;
  getIo: () => Server | undefined;
}): BackgroundService {
  const handle = (event: PriceEvent) =>
    notifyPriceEvents({ events: [event], collectPriceAlerts, enqueuePushDelivery, io: getIo() }).then(() => {});
  const unsubscribers = PRICE_EVENT_TYPES.map((type) => subscribeDomainEvent(type, handle, { localOnly: true }));
  return { name: "price-event-notifications", stop: async () => unsubscribers.forEach((off) => off()) };
}
