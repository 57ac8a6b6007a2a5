"use client";

import { useEffect, useState } from "react";
import { readPagePushKey } from "./page-push-key";
import { browserSupportsPush, PUSH_SUBSCRIPTION_CHANGE_EVENT, unsubscribePush } from "./push-enrolment";
import { writePushOptOut } from "./push-opt-out";
import { usePushEnrolment } from "./use-push-enrolment";

type SwitchState = "checking" | "on" | "off" | "unsupported";

async function readSwitchState(): Promise<SwitchState> {
  if (!browserSupportsPush()) return "unsupported";
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ? "on" : "off";
}

/** /profile: push on this browser, on or off. Off also keeps the automatic enrolment away from this browser. */
export function PushSwitch() {
  const [state, setState] = useState<SwitchState>("checking");
  const [busy, setBusy] = useState(false);
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
        await subscribe();
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
      {state === "unsupported" ? (
        <p className="text-sm text-gray-600">이 브라우저는 푸시 알림을 지원하지 않습니다.</p>
      ) : (
        <label className="flex items-center justify-between gap-3">
          <span className="text-sm text-gray-700">브라우저를 닫아도 관심상품 가격 알림을 이 기기로 받습니다.</span>
          <button
            type="button"
            role="switch"
            aria-checked={state === "on"}
            aria-label="이 기기에서 푸시 알림 받기"
            disabled={busy || state === "checking"}
            onClick={() => void toggle()}
            data-testid="push-switch"
            className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-gray-300 transition-colors disabled:opacity-60 aria-checked:bg-brand-700"
          >
            <span className="inline-block h-5 w-5 translate-x-1 rounded-full bg-white shadow transition-transform [[aria-checked=true]>&]:translate-x-6" />
          </button>
        </label>
      )}
    </section>
  );
}
