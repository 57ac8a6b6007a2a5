import type { NotificationView } from "./notification-view";

/** The browser's own notification, only when permission is granted; clicking opens the item's url. */
export function showSystemNotification({ item, navigate }: { item: NotificationView; navigate: (url: string) => void }): void {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  try {
    const shown = new Notification("액상픽", { body: item.content, tag: `notification-${item.id}`, icon: "/icon.svg" });
    shown.onclick = () => {
      window.focus();
      navigate(item.url);
      shown.close();
    };
  } catch (error) {
    // Some mobile browsers allow notifications only from a service worker.
    console.error("시스템 알림을 표시하지 못했습니다.", error);
  }
}
