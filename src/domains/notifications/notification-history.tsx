"use client";

import { BellOff } from "lucide-react";
import Link from "next/link";
import { useNotifications } from "./notification-provider";
import { seoulFormat } from "@/platform/time/seoul";

const seoulTime = seoulFormat("ko-KR", { dateStyle: "medium", timeStyle: "short" });

/** /notifications: history 20 a page, "더 보기" for the next, mark one or all read; each item opens its url. */
export function NotificationHistory() {
  const { notifications, unreadCount, pagination, loading, loadMore, markAsRead, markAllAsRead } = useNotifications();

  if (notifications.length === 0) {
    return (
      <div
        data-testid="notifications-empty"
        className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-gray-300 py-16 text-gray-500"
      >
        <BellOff aria-hidden className="h-8 w-8" />
        <p>{loading || !pagination ? "알림을 불러오는 중…" : "아직 받은 알림이 없습니다."}</p>
      </div>
    );
  }

  return (
    <section aria-label="알림 목록">
      <div className="mb-3 flex items-center justify-between text-sm">
        <p className="text-gray-600">
          읽지 않은 알림 <strong data-testid="notifications-unread">{unreadCount}</strong>개
        </p>
        <button
          type="button"
          onClick={() => void markAllAsRead()}
          disabled={unreadCount === 0}
          className="rounded-lg border border-gray-300 px-3 py-1.5 font-semibold hover:bg-gray-50 disabled:opacity-50"
        >
          모두 읽음
        </button>
      </div>
      <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white" data-testid="notification-list">
        {notifications.map((n) => (
          <li
            key={n.id}
            data-testid="notification-item"
            data-read={n.isRead}
            className={`flex items-start gap-3 px-4 py-3 ${n.isRead ? "" : "bg-brand-50/60"}`}
          >
            <span aria-hidden className={`mt-2 h-2 w-2 shrink-0 rounded-full ${n.isRead ? "bg-transparent" : "bg-red-500"}`} />
            <Link prefetch={false} href={n.url} onClick={() => void (n.isRead || markAsRead(n.id))} className="min-w-0 flex-1">
              <span className={`block ${n.isRead ? "text-gray-600" : "font-semibold text-gray-900"}`}>{n.content}</span>
              <time dateTime={n.createdAt} className="text-xs text-gray-500">
                {seoulTime.format(new Date(n.createdAt))}
              </time>
            </Link>
            {n.isRead ? null : (
              <button
                type="button"
                onClick={() => void markAsRead(n.id)}
                className="shrink-0 rounded px-2 py-1 text-xs text-gray-600 hover:bg-gray-100"
              >
                읽음
              </button>
            )}
          </li>
        ))}
      </ul>
      {pagination?.hasMore ? (
        <button
          type="button"
          onClick={() => void loadMore()}
          disabled={loading}
          className="mt-4 w-full rounded-xl border border-gray-300 py-2.5 font-semibold hover:bg-gray-50 disabled:opacity-50"
        >
          더 보기
        </button>
      ) : null}
    </section>
  );
}
