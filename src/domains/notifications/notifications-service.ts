import "server-only";
import type { BackgroundService } from "@/platform/background-service";
import type { TrustProxy } from "@/platform/rate-limit/client-ip";
import { getRealtimeServer } from "@/platform/realtime/socket-server";
import { attachNotificationSockets } from "./notification-sockets";
import { startPriceEventNotifications } from "./notice-pipeline";

/**
 * The web process's notifications: member sockets (session from the handshake cookie; started before the
 * server listens, so none connects unchecked) and notifications for the price events published here.
 */
export function startNotificationsInWebProcess({ trustProxy }: { trustProxy: TrustProxy }): BackgroundService {
  const io = getRealtimeServer();
  if (io) attachNotificationSockets({ io, trustProxy });
  return startPriceEventNotifications({ getIo: getRealtimeServer });
}
