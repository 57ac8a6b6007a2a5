"use client";

import Script from "next/script";
import { usePathname } from "next/navigation";
import { useEffect } from "react";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * gtag's documented bootstrap without an inline script: calls wait in dataLayer until gtag.js
 * arrives, which reads `arguments` objects from it (not arrays).
 */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

/**
 * Google Analytics 4, only when an id is configured: automatic page views are off, one `page_view` goes
 * out per pathname (client-side navigations included), never on /admin (this is only in the public shell).
 */
export function GoogleAnalytics({ measurementId, scriptUrl }: { measurementId: string; scriptUrl: string }) {
  const pathname = usePathname();
  useEffect(() => {
    if (window.dataLayer?.length) return;
    gtag("js", new Date());
    gtag("config", measurementId, { send_page_view: false });
  }, [measurementId]);
  useEffect(() => {
    if (!pathname || pathname.startsWith("/admin")) return;
    gtag("event", "page_view", { page_location: location.href, page_path: pathname, page_title: document.title });
  }, [pathname]);
  return <Script src={`${scriptUrl}?id=${encodeURIComponent(measurementId)}`} strategy="afterInteractive" />;
}
