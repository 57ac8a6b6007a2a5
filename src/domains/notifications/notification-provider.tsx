"use client";

import { lazyComponent } from "@/ui/lazy-component";
import { createContext, useContext, useMemo, useState } from "react";
import { useSession } from "@/platform/auth/session-store";
import { EMPTY_NOTIFICATIONS, type MemberNotifications, type NotificationContextValue, type PushState } from "./notification-context";

// The socket client, the API calls and the list steps load only when a member is signed in.
const NotificationEngine = lazyComponent(() => import("./notification-engine").then((module) => module.NotificationEngine), { ssr: false });

const nothing = async () => false;
/** No member, or the engine not loaded yet: an empty list; `loading` while a member's first page is on its way. */
const idle = (loading: boolean): MemberNotifications => ({
  ...EMPTY_NOTIFICATIONS,
  owner: "",
  loading,
  socketConnected: false,
  loadMore: nothing,
  markAsRead: nothing,
  markAllAsRead: nothing,
});
const VISITOR = idle(false);
const MEMBER_LOADING = idle(true);

const NotificationContext = createContext<NotificationContextValue | null>(null);

/** One owner of the member's notifications: list, unread count, socket and push state. */
export function NotificationProvider({ children }: { children: React.ReactNode }) {
  const { data, status } = useSession();
  const userId = status === "authenticated" ? (data?.user?.id ?? null) : null;
  const [member, setMember] = useState<MemberNotifications | null>(null);
  const [pushState, setPushState] = useState<PushState | null>(null);
  // Tagged with its member: after sign-out or a change of user, what the previous engine reported is not shown.
  const current = !userId ? VISITOR : member?.owner === userId ? member : MEMBER_LOADING;

  const value = useMemo<NotificationContextValue>(() => ({ ...current, pushState, setPushState }), [current, pushState]);
  return (
    <NotificationContext.Provider value={value}>
      {children}
      {userId ? <NotificationEngine key={userId} userId={userId} onChange={setMember} /> : null}
    </NotificationContext.Provider>
  );
}

/** The notification state; only inside NotificationProvider (using it outside is an error). */
export function useNotifications(): NotificationContextValue {
  const value = useContext(NotificationContext);
  if (!value) throw new Error("useNotifications는 NotificationProvider 안에서만 사용할 수 있습니다.");
  return value;
}
