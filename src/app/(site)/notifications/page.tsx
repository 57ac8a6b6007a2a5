import type { Metadata } from "next";
import { NotificationHistory } from "@/domains/notifications/notification-history";
import { requireUserPage } from "@/platform/auth/page-guards";
import { PageHeading } from "@/ui/page-heading";

export const metadata: Metadata = { title: "알림", robots: { index: false } };

/** The member's notification history; the list itself comes from the notification provider on the client. */
export default async function NotificationsPage() {
  await requireUserPage({ callbackUrl: "/notifications" });
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeading title="알림" />
      <NotificationHistory />
    </div>
  );
}
