import { NOTIFICATION_PAGE_SIZE, type NotificationListResponse } from "./notification-view";

// The browser side of /api/notifications. Failures are logged and answered with null/false.

export async function fetchNotificationPage({ page }: { page: number }): Promise<NotificationListResponse | null> {
  const query = page === 1 ? `limit=${NOTIFICATION_PAGE_SIZE}` : `page=${page}&limit=${NOTIFICATION_PAGE_SIZE}`;
  try {
    const response = await fetch(`/api/notifications?${query}`, { credentials: "same-origin", cache: "no-store" });
    if (!response.ok) throw new Error(`GET /api/notifications ${response.status}`);
    return (await response.json()) as NotificationListResponse;
  } catch (error) {
    console.error("알림을 불러오지 못했습니다.", error);
    return null;
  }
}

/** PUT /api/notifications: `{id}` or `{all:true}`; the answer's JSON (with `message` for all), or null. */
export async function putNotificationsRead(body: { id: number } | { all: true }): Promise<{ message?: string } | null> {
  try {
    const response = await fetch("/api/notifications", {
      method: "PUT",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`PUT /api/notifications ${response.status}`);
    return (await response.json()) as { message?: string };
  } catch (error) {
    console.error("알림 읽음 처리에 실패했습니다.", error);
    return null;
  }
}
