"use client";

import { useSession } from "@/platform/auth/session-store";
import { useEffect, useState } from "react";
import { InstallBanner } from "./install-banner";
import { readPagePushKey } from "../page-push-key";
import { registerServiceWorker } from "../push-enrolment";
import { usePushEnrolment, type PushEnrolment } from "../use-push-enrolment";

/**
 * The app's PWA side on every page: registers /sw.js (offline page, cached assets, pushes), enrols
 * a signed-in member's browser for push, and offers installation. `onEnrolment` hears each enrolment state (the app
 * hands it to the notification provider, which owns the push switch).
 */
export function PwaClient({ onEnrolment }: { onEnrolment: (enrolment: PushEnrolment) => void }) {
  const { data, status } = useSession();
  // Read on the client only: the key is rendered into the page's head, not passed through props.
  const [vapidPublicKey] = useState(readPagePushKey);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    // After the page's own loading: the worker's install downloads the offline page and icons.
    const register = () => void registerServiceWorker().catch(() => undefined);
    if (document.readyState === "complete") return register();
    window.addEventListener("load", register, { once: true });
    return () => window.removeEventListener("load", register);
  }, []);

  const enrolment = usePushEnrolment({ userId: status === "authenticated" ? data.user.id : null, vapidPublicKey });
  useEffect(() => onEnrolment(enrolment), [onEnrolment, enrolment]);
  return (
    <>
      {/* The last enrolment outcome, for support and the browser tests. */}
      <span hidden data-push-enrolment={enrolment.status} />
      <InstallBanner />
    </>
  );
}
