"use client";

import { useSession } from "@/platform/auth/session-store";
import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { fetchNotificationPage, putNotificationsRead } from "./notification-api-client";
import { EMPTY_NOTIFICATIONS, withAllRead, withArrived, withPage, withRead, type NotificationListState } from "./notification-state";
import { showSystemNotification } from "./show-system-notification";
import { useNotificationSocket } from "./use-notification-socket";

/** What the push domain's enrolment hook reports into the provider (it fills this slot from a child). */
export type PushState = { status: string; subscribe: () => Promise<unknown> };

export type NotificationContextValue = NotificationListState & {
  loading: boolean;
  socketConnected: boolean;
  pushState: PushState | null;
  setPushState: (state: PushState | null) => void;
  /** Loads the next page (page 2, 3, …); false when it failed or there was none. */
  loadMore: () => Promise<boolean>;
  markAsRead: (id: number) => Promise<boolean>;
  markAllAsRead: () => Promise<boolean>;
};

// sonner loads after hydration (app/providers.tsx); a toast only follows an action, so it is fetched then.
const showToast = (kind: "success" | "error", message: string) => void import("sonner").then(({ toast }) => toast[kind](message));

type OwnedState = NotificationListState & { owner: string | null };

function ownedWithPage(owner: string, answer: NotificationListState) {
  return (s: OwnedState): OwnedState =>
    s.owner === owner ? { owner, ...withPage(s, answer) } : answer.pagination?.page === 1 ? { owner, ...answer } : s;
}

const NotificationContext = createContext<NotificationContextValue | null>(null);

/** One owner of the member's notifications: list, unread count, socket and push state. */
export function NotificationProvider({ children }: { children: React.ReactNode }) {
  const { data, status } = useSession();
  const userId = status === "authenticated" ? (data?.user?.id ?? null) : null;
  const router = useRouter();
  // Tagged with its member: after sign-out or a change of user, what arrives for the previous one is not shown.
  const [owned, setOwned] = useState<OwnedState>({ owner: null, ...EMPTY_NOTIFICATIONS });
  const state: NotificationListState = owned.owner === userId ? owned : EMPTY_NOTIFICATIONS;
  const [loadingMore, setLoadingMore] = useState(false);
  const loading = loadingMore || (userId !== null && owned.owner !== userId);
  const [pushState, setPushState] = useState<PushState | null>(null);

  const loadPage = useCallback(
    (owner: string, page: number) =>
      fetchNotificationPage({ page }).then((answer) => {
        if (answer) setOwned(ownedWithPage(owner, answer));
        return answer !== null;
      }),
    [],
  );

  useEffect(() => {
    if (userId) void loadPage(userId, 1);
  }, [userId, loadPage]);

  const update = useCallback(
    (step: (s: NotificationListState) => NotificationListState) =>
      setOwned((s) => (s.owner === userId ? { owner: s.owner, ...step(s) } : s)),
    [userId],
  );

  const { connected } = useNotificationSocket({
    userId,
    onNotification: (item) => {
      update((s) => withArrived(s, item));
      showSystemNotification({ item, navigate: (url) => router.push(url) });
    },
    onReconnect: () => void (userId && loadPage(userId, 1)),
  });

  const pagination = state.pagination;
  const loadMore = useCallback(async () => {
    if (!userId || !pagination?.hasMore) return false;
    setLoadingMore(true);
    const loaded = await loadPage(userId, pagination.page + 1);
    setLoadingMore(false);
    return loaded;
  }, [userId, pagination, loadPage]);

  const markAsRead = useCallback(
    async (id: number) => {
      if (!(await putNotificationsRead({ id }))) return false;
      update((s) => withRead(s, id));
      return true;
    },
    [update],
  );

  const markAllAsRead = useCallback(async () => {
    const answer = await putNotificationsRead({ all: true });
    if (!answer) {
      showToast("error", "모든 알림 읽음 처리에 실패했습니다.");
      return false;
    }
    update(withAllRead);
    if (answer.message) showToast("success", answer.message);
    return true;
  }, [update]);

  const value = useMemo<NotificationContextValue>(
    () => ({ ...state, loading, socketConnected: connected, pushState, setPushState, loadMore, markAsRead, markAllAsRead }),
    [state, loading, connected, pushState, loadMore, markAsRead, markAllAsRead],
  );
  return <NotificationContext.Provider value={value}>{children}</NotificationContext.Provider>;
}

/** The notification state; only inside NotificationProvider (using it outside is an error). */
export function useNotifications(): NotificationContextValue {
  const value = useContext(NotificationContext);
  if (!value) throw new Error("useNotifications는 NotificationProvider 안에서만 사용할 수 있습니다.");
  return value;
}
