"use client";

import { useEffect, useState } from "react";
import { readPagePushKey } from "./page-push-key";
import { browserSupportsPush, PUSH_SUBSCRIPTION_CHANGE_EVENT, unsubscribePush } from "./push-enrolment";
import { helpAfterEnrolment, PUSH_HELP, pushBlocker, type PushBlocker } from "./push-help";
import { writePushOptOut } from "./push-opt-out";
import { usePushEnrolment } from "./use-push-enrolment";

type SwitchState = "checking" | "on" | "off" | PushBlocker;

function blockerOfThisBrowser(): PushBlocker | null {
  return pushBlocker({
    supported: browserSupportsPush(),
    permission: typeof Notification === "undefined" ? null : Notification.permission,
    userAgent: navigator.userAgent,
    standalone: window.matchMedia("(display-mode: standalone)").matches || ("standalone" in navigator && navigator.standalone === true),
  });
}

async function readSwitchState(): Promise<SwitchState> {
  const blocker = blockerOfThisBrowser();
  if (blocker && blocker !== "blocked") return blocker;
  const registration = await navigator.serviceWorker.getRegistration("/");
  if (await registration?.pushManager.getSubscription()) return "on";
  return blocker ?? "off";
}

/**
 * /profile: push on this browser, on or off. Off also keeps the automatic enrolment away from this browser. Where push
 * cannot work (iPhone outside the installed app, no support, blocked), it says why and what to do instead.
 */
export function PushSwitch() {
  const [state, setState] = useState<SwitchState>("checking");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [vapidPublicKey] = useState(readPagePushKey);
  const { subscribe } = usePushEnrolment({ userId: null, vapidPublicKey });

  useEffect(() => {
    const refresh = () => void readSwitchState().then(setState, () => setState("off"));
    refresh();
    window.addEventListener(PUSH_SUBSCRIPTION_CHANGE_EVENT, refresh);
    return () => window.removeEventListener(PUSH_SUBSCRIPTION_CHANGE_EVENT, refresh);
  }, []);

  const toggle = async () => {
    setBusy(true);
    try {
      if (state === "on") {
        writePushOptOut({ optedOut: true });
        await unsubscribePush();
      } else {
        writePushOptOut({ optedOut: false });
        setFailure(helpAfterEnrolment((await subscribe()).outcome));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="space-y-3 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm" aria-labelledby="push-switch-heading">
      <h2 id="push-switch-heading" className="text-lg font-bold">
        이 기기의 푸시 알림
      </h2>
      {state === "ios-not-installed" || state === "no-support" ? (
        <p className="text-sm text-gray-700" data-testid="push-help">
          {PUSH_HELP[state]}
        </p>
      ) : (
        <label className="flex items-center justify-between gap-3">
          <span className="text-sm text-gray-700">브라우저를 닫아도 관심상품 가격 알림을 이 기기로 받습니다.</span>
          <button
            type="button"
            role="switch"
            aria-checked={state === "on"}
            aria-label="이 기기에서 푸시 알림 받기"
            disabled={busy || state === "checking" || state === "blocked"}
            onClick={() => void toggle()}
            data-testid="push-switch"
            className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-gray-300 transition-colors disabled:opacity-60 aria-checked:bg-brand-700"
          >
            <span className="inline-block h-5 w-5 translate-x-1 rounded-full bg-white shadow transition-transform [[aria-checked=true]>&]:translate-x-6" />
          </button>
        </label>
      )}
      {state === "blocked" || failure ? (
        <p role="status" className="text-sm text-gray-700" data-testid="push-help">
          {state === "blocked" ? PUSH_HELP.blocked : failure}
        </p>
      ) : null}
    </section>
  );
}
