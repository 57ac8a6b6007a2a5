"use client";

import { usePathname } from "next/navigation";
import { useRef } from "react";
import { useEffectInOwnTask } from "@/platform/browser/use-effect-in-own-task";
import { PAGE_VIEW_PATH } from "./page-view-path";

/**
 * Hands the view to the browser to send (sendBeacon, else a keepalive fetch): navigation never waits on
 * it. A plain string goes as text/plain (a CORS-safe beacon); the route reads the body as JSON either way.
 */
function sendPageView(body: { path: string; referrer?: string }): void {
  const json = JSON.stringify(body);
  if (navigator.sendBeacon?.(PAGE_VIEW_PATH, json)) return;
  void fetch(PAGE_VIEW_PATH, { method: "POST", body: json, headers: { "content-type": "application/json" }, keepalive: true }).catch(
    () => {},
  );
}

/**
 * First-party page views: one beacon per page the visitor lands on or navigates to on the client
 * (App Router navigations change the pathname without a document load), sent a task after the hydration's. Never
 * on /admin.
 */
export function PageViewBeacon() {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);
  useEffectInOwnTask(() => {
    if (!pathname || pathname.startsWith("/admin")) return;
    const referrer = previous.current ? `${location.origin}${previous.current}` : document.referrer || undefined;
    previous.current = pathname;
    sendPageView({ path: pathname, referrer });
  }, [pathname]);
  return null;
}
