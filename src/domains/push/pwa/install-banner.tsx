"use client";

import { Download, Share, Smartphone, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import {
  INSTALL_BANNER_DELAY_MS,
  INSTALL_DISMISSED_AT_KEY,
  INSTALLED_KEY,
  installBannerAllowed,
  isIosSafari,
} from "./install-banner-rules";

/** Chromium's install prompt event (not in TypeScript's DOM types). */
type BeforeInstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: "accepted" | "dismissed" }> };

function isStandalone(): boolean {
  return window.matchMedia("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true;
}

function remember(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the banner only hides for this page view.
  }
}

function allowedNow(): boolean {
  try {
    return installBannerAllowed({ storage: localStorage, now: Date.now() });
  } catch {
    return true;
  }
}

/**
 * The install banner at the bottom: 3 s after the browser offers installation, or on iOS
 * Safari (share button → 홈 화면에 추가, no install button). Never in the installed app, not for a
 * day after a dismissal.
 */
export function InstallBanner() {
  const [mode, setMode] = useState<"hidden" | "prompt" | "ios">("hidden");
  const promptEvent = useRef<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    if (isStandalone()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const showLater = (next: "prompt" | "ios") => {
      clearTimeout(timer);
      // Decided when it would show: a page may stay open past the end of a dismissal's day.
      timer = setTimeout(() => allowedNow() && setMode(next), INSTALL_BANNER_DELAY_MS);
    };
    const onPrompt = (event: Event) => {
      event.preventDefault();
      promptEvent.current = event as BeforeInstallPromptEvent;
      showLater("prompt");
    };
    const onInstalled = () => {
      remember(INSTALLED_KEY, "true");
      setMode("hidden");
    };
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    if (isIosSafari(navigator.userAgent)) showLater("ios");
    return () => {
      clearTimeout(timer);
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  if (mode === "hidden") return null;

  const dismiss = () => {
    remember(INSTALL_DISMISSED_AT_KEY, String(Date.now()));
    setMode("hidden");
  };
  const install = async () => {
    const event = promptEvent.current;
    promptEvent.current = null;
    setMode("hidden");
    if (!event) return;
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === "accepted") remember(INSTALLED_KEY, "true");
    else remember(INSTALL_DISMISSED_AT_KEY, String(Date.now()));
  };

  return (
    <div
      role="dialog"
      aria-label="앱 설치 안내"
      data-testid="install-banner"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-gray-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <div className="mx-auto flex max-w-3xl items-center gap-3">
        <span aria-hidden className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
          <Smartphone className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold">액상픽을 앱으로 설치하세요</p>
          {mode === "ios" ? (
            <p className="text-gray-600">
              Safari 아래쪽의 공유 버튼 <Share aria-label="공유" className="inline h-4 w-4 align-text-bottom" />을 누른 뒤 ‘홈 화면에
              추가’를 선택하세요.
            </p>
          ) : (
            <p className="text-gray-600">홈 화면에서 바로 열고 가격 알림을 받아 보세요.</p>
          )}
        </div>
        {mode === "prompt" ? (
          <button
            type="button"
            onClick={() => void install()}
            className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white"
          >
            <Download aria-hidden className="h-4 w-4" /> 설치
          </button>
        ) : null}
        <button type="button" onClick={dismiss} aria-label="닫기" className="shrink-0 rounded-full p-2 text-gray-500 hover:bg-gray-100">
          <X aria-hidden className="h-5 w-5" />
        </button>
      </div>
    </div>
  );
}
