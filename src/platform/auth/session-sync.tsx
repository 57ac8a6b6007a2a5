"use client";

import { useEffectInOwnTask } from "@/platform/browser/use-effect-in-own-task";
import { refreshSession, SESSION_MESSAGE_KEY } from "./session-store";

/**
 * Keeps the browser's session current: read once the page is interactive, again when the tab becomes visible
 * (no polling) and when another tab signs in or out. The request and the listeners wait a task after the
 * hydration's, which they made longer.
 */
export function SessionSync() {
  useEffectInOwnTask(() => {
    void refreshSession();
    const onVisible = () => void (document.visibilityState === "visible" && refreshSession());
    const onStorage = (event: StorageEvent) => void (event.key === SESSION_MESSAGE_KEY && event.newValue && refreshSession());
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("storage", onStorage);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("storage", onStorage);
    };
  }, []);
  return null;
}
