"use client";

import dynamic from "next/dynamic";

/** The header's bell, loaded only where the member menu shows it: a visitor's page never downloads it. */
export const LazyNotificationBell = dynamic(() =>
  import("@/domains/notifications/notification-bell").then((module) => module.NotificationBell),
);
