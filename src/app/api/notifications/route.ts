import { z } from "zod";
import { listNotifications } from "@/domains/notifications/list-notifications";
import { markAllNotificationsRead, markNotificationRead } from "@/domains/notifications/mark-notifications-read";
import { NOTIFICATION_PAGE_SIZE, NOTIFICATION_PAGE_SIZE_MAX } from "@/domains/notifications/notification-view";
import { apiRoute } from "@/platform/http/api-route";

const query = z.object({
  page: z.coerce
    .number("page는 숫자여야 합니다.")
    .int()
    .min(1, "page는 1 이상이어야 합니다.")
    .max(100_000, "page가 너무 큽니다.")
    .default(1),
  // Larger asks are capped rather than refused: the site's own client only ever asks for 20.
  limit: z.coerce
    .number("limit는 숫자여야 합니다.")
    .int()
    .min(1, "limit는 1 이상이어야 합니다.")
    .default(NOTIFICATION_PAGE_SIZE)
    .transform((n) => Math.min(n, NOTIFICATION_PAGE_SIZE_MAX)),
});

const body = z.union(
  [
    z.object({ id: z.number("알림 id가 올바르지 않습니다.").int().positive("알림 id가 올바르지 않습니다.") }).strict(),
    z.object({ all: z.literal(true, "all은 true여야 합니다.") }).strict(),
  ],
  "id 또는 all:true 중 하나를 보내 주세요.",
);

/** The caller's notifications, newest first: `{ notifications, unreadCount, pagination }`. */
export const GET = apiRoute({ access: "user", query }, ({ user, query }) => listNotifications({ userId: user.id, ...query }));

/** `{id}` marks one of the caller's notifications read; `{all:true}` marks all and answers the toast text. */
export const PUT = apiRoute({ access: "user", body }, async ({ user, body }) => {
  if ("all" in body) {
    await markAllNotificationsRead({ userId: user.id });
    return { message: "모든 알림을 읽음 처리했습니다." };
  }
  await markNotificationRead({ userId: user.id, id: body.id });
  return { ok: true };
});
