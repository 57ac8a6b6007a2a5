import "server-only";
import { getRealtimeServer } from "@/platform/realtime/socket-server";
import { deliverMemberNotices, type MemberNotice } from "./deliver-member-notices";
import { pushDelivery } from "./notification-sources";

/** For other domains (community comments and replies): notifies members live and by push, as their preferences allow. */
export async function notifyMembers({ notices, pushTitle }: { notices: readonly MemberNotice[]; pushTitle: string }): Promise<void> {
  await deliverMemberNotices({ notices, pushTitle, enqueuePushDelivery: pushDelivery, io: getRealtimeServer() });
}
