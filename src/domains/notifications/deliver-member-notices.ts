import "server-only";
import type { Server } from "socket.io";
import { listNotificationPreferences } from "@/domains/accounts/queries";
import { logger } from "@/platform/logger";
import { createNotifications, type CreatedNotification } from "./create-notifications";
import { emitNotifications } from "./emit-notifications";
import type { EnqueuePushDelivery } from "./price-alert-types";

/** Something one member should hear: `kind` is a NotificationKind the member can switch off on /profile. */
export type MemberNotice = { userId: string; kind: string; content: string; url: string };

/**
 * The one path from notices to members: each member's preferences filter (withdrawn and banned members
 * hear nothing), all rows go in one insert, each member's room gets its items, push is queued.
 */
export async function deliverMemberNotices({
  notices,
  pushTitle,
  enqueuePushDelivery,
  io,
}: {
  notices: readonly MemberNotice[];
  pushTitle: string;
  enqueuePushDelivery: EnqueuePushDelivery;
  io: Server | undefined;
}): Promise<CreatedNotification[]> {
  if (notices.length === 0) return [];
  const preferences = await listNotificationPreferences({ userIds: [...new Set(notices.map((n) => n.userId))] });
  // A kind the member never saw on /profile (a newer one) counts as wanted.
  const wanted = notices.filter((n) => {
    const prefs = preferences.get(n.userId);
    return prefs !== undefined && (prefs.kinds as Record<string, boolean | undefined>)[n.kind] !== false;
  });
  const created = await createNotifications({
    drafts: wanted.map((n) => ({ userId: n.userId, type: n.kind, content: n.content, url: n.url })),
  });
  emitNotifications({ io, created });
  const messages = created
    .filter((c) => preferences.get(c.userId)?.push)
    .map(({ userId, notification: n }) => ({ userId, title: pushTitle, body: n.content, url: n.url, tag: `notification-${n.id}` }));
  if (messages.length > 0)
    await enqueuePushDelivery({ messages }).catch((err) => logger.warn({ err, count: messages.length }, "push delivery not queued"));
  return created;
}
