"use client";

import { lazyComponent } from "@/ui/lazy-component";

/** The header's bell, loaded only where the member menu shows it: a visitor's page never downloads it. */
export const LazyNotificationBell = lazyComponent(() =>
  import("@/domains/notifications/notification-bell").then((module) => module.NotificationBell),
);
