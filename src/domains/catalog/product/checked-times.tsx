"use client";
import { useEffect } from "react";
import { formatFreshness } from "../pricing/client";

/** Rewrites every `time[data-checked]` as "n분 전 확인" from the browser's clock, so cached HTML never claims a fresher check. */
export function CheckedTimes() {
  useEffect(() => {
    const update = () => {
      const now = new Date();
      for (const el of document.querySelectorAll<HTMLTimeElement>("time[data-checked]")) {
        el.textContent = formatFreshness(new Date(el.dateTime), now);
      }
    };
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, []);
  return null;
}
