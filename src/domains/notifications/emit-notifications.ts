import type { Server } from "socket.io";
import type { CreatedNotification } from "./create-notifications";
import { memberRoom } from "@/platform/realtime/socket-server";

/** Sends each new notification to its member's room only (the Redis adapter carries it to every instance). */
export function emitNotifications({ io, created }: { io: Server | undefined; created: readonly CreatedNotification[] }): void {
  if (!io) return;
  for (const { userId, notification } of created) io.to(memberRoom(userId)).emit("notification", notification);
}
