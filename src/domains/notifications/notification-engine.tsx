"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useState } from "react";
import { fetchNotificationPage, putNotificationsRead } from "./notification-api-client";
import { EMPTY_NOTIFICATIONS, type MemberNotifications, type NotificationListState } from "./notification-context";
import { withAllRead, withArrived, withPage, withRead } from "./notification-state";
import { showSystemNotification } from "./show-system-notification";
import { useNotificationSocket } from "./use-notification-socket";

// sonner loads after hydration (app/providers.tsx); a toast only follows an action, so it is fetched then.
const showToast = (kind: "success" | "error", message: string) => void import("sonner").then(({ toast }) => toast[kind](message));

/**
 * The signed-in member's notifications: the first page, the live socket, paging and read marks. Loaded only once a
 * member is signed in (a visitor's page never downloads the socket client); remounted for another member, so what
 * arrives for a previous one is never shown. It reports its state up to the provider.
 */
export function NotificationEngine({ userId, onChange }: { userId: string; onChange: (value: MemberNotifications) => void }) {
  const router = useRouter();
  const [state, setState] = useState<NotificationListState>(EMPTY_NOTIFICATIONS);
  const [firstPageLoaded, setFirstPageLoaded] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);

  const loadPage = useCallback(
    (page: number) =>
      fetchNotificationPage({ page }).then((answer) => {
        if (answer) setState((s) => withPage(s, answer));
        if (page === 1) setFirstPageLoaded(true);
        return answer !== null;
      }),
    [],
  );

  useEffect(() => void loadPage(1), [loadPage]);

  const { connected } = useNotificationSocket({
    userId,
    onNotification: (item) => {
      setState((s) => withArrived(s, item));
      showSystemNotification({ item, navigate: (url) => router.push(url) });
    },
    onReconnect: () => void loadPage(1),
  });

  const pagination = state.pagination;
  const loadMore = useCallback(async () => {
    if (!pagination?.hasMore) return false;
    setLoadingMore(true);
    const loaded = await loadPage(pagination.page + 1);
    setLoadingMore(false);
    return loaded;
  }, [pagination, loadPage]);

  const markAsRead = useCallback(async (id: number) => {
    if (!(await putNotificationsRead({ id }))) return false;
    setState((s) => withRead(s, id));
    return true;
  }, []);

  const markAllAsRead = useCallback(async () => {
    const answer = await putNotificationsRead({ all: true });
    if (!answer) {
      showToast("error", "모든 알림 읽음 처리에 실패했습니다.");
      return false;
    }
    setState(withAllRead);
    if (answer.message) showToast("success", answer.message);
    return true;
  }, []);

  const value = useMemo<MemberNotifications>(
    () => ({
      ...state,
      owner: userId,
      loading: loadingMore || !firstPageLoaded,
      socketConnected: connected,
      loadMore,
      markAsRead,
      markAllAsRead,
    }),
    [state, userId, loadingMore, firstPageLoaded, connected, loadMore, markAsRead, markAllAsRead],
  );
  useEffect(() => onChange(value), [onChange, value]);
  return null;
}
