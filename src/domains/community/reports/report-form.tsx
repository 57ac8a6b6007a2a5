"use client";

import { useId, useState } from "react";
import { lazyToast } from "@/ui/lazy-toast";
import { sendCommunityRequest } from "../community-api";
import { REPORT_REASONS, type ReportReason } from "../report-reasons";

export type ReportTarget = { targetType: "post" | "comment" | "review"; targetId: number };

/** The open 신고 form: a reason from the list (and optional words), sent once; `onClose` after sending or 취소. */
export function ReportForm({ targetType, targetId, onClose }: ReportTarget & { onClose: () => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [detail, setDetail] = useState("");
  const [sending, setSending] = useState(false);
  const [missingReason, setMissingReason] = useState(false);
  const name = useId();
  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    setMissingReason(reason === null);
    if (reason === null) return;
    setSending(true);
    const done = await sendCommunityRequest("/api/community/reports", "POST", { targetType, targetId, reason, detail });
    setSending(false);
    if (!done) return;
    lazyToast.success("신고했습니다. 운영진이 확인할게요.");
    onClose();
  };
  return (
    <form
      onSubmit={send}
      className="mt-2 w-full max-w-sm space-y-2 rounded-lg border border-gray-200 bg-white p-3 text-sm"
      data-testid="report-form"
    >
      <fieldset>
        <legend className="mb-1 font-semibold text-gray-900">신고 사유</legend>
        <div className="grid grid-cols-2 gap-x-3 gap-y-1">
          {REPORT_REASONS.map((option) => (
            <label key={option} className="flex items-center gap-1.5 text-gray-800">
              <input type="radio" name={name} value={option} checked={reason === option} onChange={() => setReason(option)} />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
      <input
        aria-label="자세한 내용 (선택)"
        placeholder="자세한 내용 (선택)"
        maxLength={200}
        value={detail}
        onChange={(event) => setDetail(event.target.value)}
        className="w-full rounded-md border border-gray-300 px-2 py-1"
      />
      {missingReason ? (
        <p role="alert" className="text-xs text-red-700">
          신고 사유를 골라 주세요.
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button type="button" className="rounded-md px-3 py-1 font-semibold text-gray-600" onClick={onClose}>
          취소
        </button>
        <button type="submit" disabled={sending} className="rounded-md bg-red-700 px-3 py-1 font-semibold text-white disabled:opacity-60">
          신고하기
        </button>
      </div>
    </form>
  );
}
