import "server-only";
import { countPerKey } from "@/platform/db/count-per-key";
import { pushSubscriptions } from "./schema";

/** Per member: browsers subscribed to push notifications (the back-office's activity summary). */
export function countPushSubscriptions({ userIds }: { userIds: string[] }): Promise<Map<string, number>> {
  return countPerKey({ table: pushSubscriptions, column: pushSubscriptions.userId, keys: userIds });
}
