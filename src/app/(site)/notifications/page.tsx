import type { Metadata } from "next";
import { NotificationHistory } from "@/domains/notifications/notification-history";
import { PushSwitch } from "@/domains/push/push-switch";
import { requireUserPage } from "@/platform/auth/page-guards";
import { PageHeading } from "@/ui/page-heading";

export const metadata: Metadata = { title: "알림", robots: { index: false } };

/** The member's notification history (the list comes from the notification provider on the client) and this device's push switch. */
export default async function NotificationsPage() {
  await requireUserPage({ callbackUrl: "/notifications" });
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeading title="알림" />
      <NotificationHistory />
      {/* Where the bell leads: push is asked for again here (or on /profile) once the session's automatic request has run. */}
      <div className="mt-6">
        <PushSwitch />
      </div>
    </div>
  );
}
