"use client";

import { Bell } from "lucide-react";
import Link from "next/link";
import { unreadBadgeText } from "./notification-state";
import { useNotifications } from "./notification-provider";

/** The bell in the user menu: opens /notifications and shows the unread count, 99+ at most. */
export function NotificationBell({ className }: { className: string }) {
  const { unreadCount, socketConnected } = useNotifications();
  const badge = unreadBadgeText(unreadCount);
  return (
    <Link
      prefetch={false}
      href="/notifications"
      data-testid="notification-bell"
      data-connected={socketConnected}
      className={`relative ${className}`}
    >
      {/* Named by its content, not an aria-label: the visible count is then part of the name (WCAG 2.5.3). */}
      <Bell aria-hidden className="h-5 w-5" />
      <span className="sr-only">알림</span>
      {badge ? (
        <>
          <span
            data-testid="notification-badge"
            className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-bold leading-5 text-white"
          >
            {badge}
          </span>
          <span className="sr-only">개 읽지 않음</span>
        </>
      ) : null}
    </Link>
  );
}
