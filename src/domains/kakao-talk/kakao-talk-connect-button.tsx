"use client";

import { useState } from "react";
import { lazyToast } from "@/ui/lazy-toast";

const FAILED = "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.";

/**
 * "카카오톡으로 알림 받기": the server sets the state cookie and names Kakao's consent page, then this page goes there.
 * Not a form posting to a redirect: the CSP's form-action 'self' would stop the hop to Kakao.
 */
export function KakaoTalkConnectButton() {
  const [busy, setBusy] = useState(false);
  async function connect() {
    setBusy(true);
    const response = await fetch("/api/kakao-talk/connect", { method: "POST" }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as { redirectUrl?: string; error?: { message: string } } | null;
    if (response?.ok && body?.redirectUrl) return window.location.assign(body.redirectUrl);
    setBusy(false);
    lazyToast.error(body?.error?.message ?? FAILED);
  }
  return (
    <button
      type="button"
      onClick={connect}
      disabled={busy}
      className="rounded-lg bg-[#FEE500] px-4 py-2.5 font-semibold text-[#191919] hover:brightness-95 disabled:opacity-60"
    >
      카카오톡으로 알림 받기
    </button>
  );
}
