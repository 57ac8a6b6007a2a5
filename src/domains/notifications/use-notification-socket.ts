"use client";

import { useEffect, useRef, useState } from "react";
import type { Socket } from "socket.io-client";
import type { NotificationView } from "./notification-view";

/**
 * The realtime socket: opens only with a signed-in user id, on the site's own host with
 * credentials, and closes on sign-out or a change of user. After connecting it sends `authenticate`
 * (the server goes by the session cookie, not by this id). socket.io-client loads only then.
 */
export function useNotificationSocket({
  userId,
  onNotification,
  onReconnect,
}: {
  userId: string | null;
  onNotification: (item: NotificationView) => void;
  onReconnect: () => void;
}): { connected: boolean } {
  const [connected, setConnected] = useState(false);
  const handlers = useRef({ onNotification, onReconnect });
  useEffect(() => {
    handlers.current = { onNotification, onReconnect };
  });

  useEffect(() => {
    if (!userId) return;
    let socket: Socket | undefined;
    let closed = false;
    let connectedBefore = false;
    void import("socket.io-client").then(({ io }) => {
      if (closed) return;
      socket = io({ withCredentials: true, reconnectionDelay: 1_000, reconnectionDelayMax: 5_000, timeout: 20_000 });
      socket.on("connect", () => {
        setConnected(true);
        socket!.emit("authenticate", userId);
        // Whatever arrived while disconnected is fetched again.
        if (connectedBefore) handlers.current.onReconnect();
        connectedBefore = true;
      });
      socket.on("disconnect", () => setConnected(false));
      socket.on("connect_error", (error) => console.error("알림 연결 오류:", error.message));
      socket.on("notification", (item: NotificationView) => handlers.current.onNotification(item));
    });
    return () => {
      closed = true;
      socket?.close();
      setConnected(false);
    };
  }, [userId]);

  return { connected };
}
