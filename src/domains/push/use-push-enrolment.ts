"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import { enrolPushOnce, type PushEnrolmentOutcome, type PushEnrolmentResult } from "./push-enrolment";
import { autoEnrolmentRanFor, rememberAutoEnrolment } from "./auto-enrolment-session";
import { readPushOptOut } from "./push-opt-out";

export const PUSH_ENABLED_MESSAGE = "알림 권한이 허용되었습니다.";
export const PUSH_ERROR_MESSAGE = "알림 설정 중 오류가 발생했습니다.";

export type PushEnrolment = { status: PushEnrolmentOutcome | "idle"; subscribe: () => Promise<PushEnrolmentResult> };

// sonner loads after hydration (see app/providers.tsx); a toast only follows an enrolment.
function toastOutcome(result: PushEnrolmentResult): void {
  if (result.outcome === "in-progress" || (result.outcome === "success" && result.alreadySubscribed)) return;
  void import("sonner").then(({ toast }) =>
    result.outcome === "success" ? toast.success(PUSH_ENABLED_MESSAGE) : toast.error(PUSH_ERROR_MESSAGE),
  );
}

/**
 * Push enrolment of the signed-in member: starts by itself once per member and browser session (so its toast shows
 * at most once a session), unless this browser was switched off on /profile or notifications are already blocked (the browser
 * would not ask again, and an error toast on every page would only nag). `subscribe()` runs it on demand;
 * a second call while one runs answers "in-progress" and changes nothing.
 */
export function usePushEnrolment({ userId, vapidPublicKey }: { userId: string | null; vapidPublicKey: string | null }): PushEnrolment {
  const [status, setStatus] = useState<PushEnrolment["status"]>("idle");

  // One enrolment at a time per page, whichever component started it (the shell's or the /profile switch).
  const subscribe = useCallback(async (): Promise<PushEnrolmentResult> => {
    const result = await enrolPushOnce({ vapidPublicKey, onStart: () => setStatus("in-progress") });
    if (result.outcome === "in-progress") return result;
    setStatus(result.outcome);
    toastOutcome(result);
    return result;
  }, [vapidPublicKey]);

  useEffect(() => {
    if (!userId || readPushOptOut() || autoEnrolmentRanFor(userId)) return;
    if (typeof Notification !== "undefined" && Notification.permission === "denied") return;
    // Next tick: a remount in between (React's strict mode) cancels the first start instead of racing it.
    const timer = setTimeout(() => {
      rememberAutoEnrolment(userId);
      void subscribe();
    }, 0);
    return () => clearTimeout(timer);
  }, [userId, subscribe]);

  return useMemo(() => ({ status, subscribe }), [status, subscribe]);
}
