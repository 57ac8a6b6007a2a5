"use client";

import { WayOn } from "./way-on";

/** The error boundary's content inside the site shell: retry, or go on elsewhere. */
export function ErrorNotice({ reset }: { reset: () => void }) {
  return (
    <WayOn title="일시적인 오류가 발생했습니다" text="잠시 후 다시 시도하거나 다른 페이지로 이동해 주세요.">
      <button type="button" onClick={reset} className="rounded-full bg-brand-700 px-5 py-2 font-semibold text-white">
        다시 시도
      </button>
    </WayOn>
  );
}
