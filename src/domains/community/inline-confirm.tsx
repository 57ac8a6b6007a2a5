"use client";

import { useState } from "react";

/** A button that asks once more in place ("지울까요? 예 / 아니요") instead of a browser dialog. */
export function InlineConfirm({
  label,
  question,
  className,
  onConfirm,
}: {
  label: string;
  question: string;
  className: string;
  onConfirm: () => Promise<void>;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className={className} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  return (
    <span className="inline-flex items-center gap-2 text-xs" role="group" aria-label={question}>
      <span className="text-gray-700">{question}</span>
      <button type="button" className="font-bold text-red-700" onClick={() => void onConfirm().finally(() => setAsking(false))}>
        {label}
      </button>
      <button type="button" className="font-semibold text-gray-600" onClick={() => setAsking(false)}>
        취소
      </button>
    </span>
  );
}
