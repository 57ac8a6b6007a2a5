"use client";

import { useState } from "react";
import { FormAlert } from "@/ui/form-alert";

/** The mail's unsubscribe link lands here: one press turns e-mail alerts off (a GET never does, link scanners open them). */
export function UnsubscribeButton({ token }: { token: string }) {
  const [state, setState] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  async function unsubscribe() {
    const response = await fetch(`/api/email-alerts/unsubscribe?${new URLSearchParams({ token })}`, { method: "POST" }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as { message?: string; error?: { message: string } } | null;
    if (response?.ok) setState({ tone: "success", text: body?.message ?? "이메일 알림 수신을 거부했습니다." });
    else setState({ tone: "error", text: body?.error?.message ?? "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요." });
  }
  return (
    <div className="space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <FormAlert tone={state?.tone ?? "success"}>{state?.text}</FormAlert>
      <p className="text-sm text-gray-700">이메일로 받는 가격·댓글 알림을 모두 끕니다. 사이트 안의 알림과 푸시는 그대로입니다.</p>
      <button
        type="button"
        onClick={unsubscribe}
        disabled={state?.tone === "success"}
        className="w-full rounded-lg bg-brand-700 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        이메일 알림 수신 거부
      </button>
    </div>
  );
}
