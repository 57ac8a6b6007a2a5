"use client";

import { lazyComponent } from "@/ui/lazy-component";
import { SessionSync } from "@/platform/auth/session-sync";
import { NotificationProvider, useNotifications } from "@/domains/notifications/notification-provider";
import { SignOutPushCleanup } from "./_shell/sign-out-push-cleanup";

// Toasts only follow a person's action, so sonner loads after hydration instead of with the first
// screen's JavaScript.
const Toaster = lazyComponent(() => import("sonner").then((module) => module.Toaster), { ssr: false });
// Service worker, push enrolment and the install banner: nothing of it is in the first paint.
const PwaClient = lazyComponent(() => import("@/domains/push/pwa/client").then((module) => module.PwaClient), { ssr: false });
// A first visit's Pretendard prefetch, once the page is idle.
const FontPrefetch = lazyComponent(() => import("@/ui/fonts/font-prefetch").then((module) => module.FontPrefetch), { ssr: false });

/**
 * sonner's rich green and red text falls short of 4.5:1 on its tinted toasts; Tailwind's green-700 and red-700 reach it.
 * Its stylesheet sets a system font stack on the toaster; the toasts speak Korean in the site's font instead.
 */
const TOAST_STYLE = { "--success-text": "#15803d", "--error-text": "#b91c1c", fontFamily: "inherit" } as React.CSSProperties;

/** The notification provider owns the push state (the bell's push switch); the PWA client's enrolment fills it. */
function PushEnrolmentIntoNotifications() {
  const { setPushState } = useNotifications();
  return <PwaClient onEnrolment={setPushState} />;
}

/**
 * Client-side providers of the whole app. The session is refetched when the tab becomes visible
 * again and when another tab signs in or out; no polling. Toasts: top-centre, 3 s,
 * green success / red error, one toaster for the site. The member's notifications (bell, socket) live
 * in one provider, loaded on the client so pages stay the same for everyone.
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SessionSync />
      <NotificationProvider>
        {children}
        <PushEnrolmentIntoNotifications />
        <SignOutPushCleanup />
        <FontPrefetch />
      </NotificationProvider>
      <Toaster position="top-center" duration={3000} richColors containerAriaLabel="알림 메시지" style={TOAST_STYLE} />
    </>
  );
}
