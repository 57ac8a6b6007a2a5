"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useSession } from "@/platform/auth/session-store";
import { lazyToast } from "@/ui/lazy-toast";
import { PRICE_REPORT_REASONS } from "./price-report-reasons";
import type { PriceReportReason } from "../schema";
import { sendPriceReport } from "./send-price-report";

/**
 * The 가격 오류 신고 form in a modal dialog (a sheet at the bottom on phones): a reason from the list, an optional note
 * and price seen. Esc or 취소 closes it and focus returns to the button that opened it.
 */
export function PriceReportDialog({ offerId, siteName, onClose }: { offerId: number; siteName: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const session = useSession();
  const [reason, setReason] = useState<PriceReportReason | null>(null);
  const [note, setNote] = useState("");
  const [seen, setSeen] = useState("");
  const [error, setError] = useState("");
  const [sending, setSending] = useState(false);
  const ids = { title: useId(), reasons: useId(), note: useId(), seen: useId() };
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.showModal();
    return () => opener?.focus();
  }, []);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (reason === null) return setError("신고 사유를 골라 주세요.");
    const digits = seen.replace(/[^\d]/g, "");
    if (seen.trim() && !digits) return setError("본 가격은 숫자로 적어 주세요.");
    setSending(true);
    const answer = await sendPriceReport({ offerId, reason, note: note.trim(), seenPrice: digits ? Number(digits) : null });
    setSending(false);
    if (answer.error) return setError(answer.error);
    lazyToast.success(
      session.status === "authenticated" ? "신고했습니다. 고쳐지면 알림으로 알려드릴게요." : "신고했습니다. 운영진이 확인할게요.",
    );
    onClose();
  }
  return (
    <dialog ref={ref} onCancel={onClose} aria-labelledby={ids.title} className="price-report-dialog" data-testid="price-report-dialog">
      <form onSubmit={submit} className="space-y-3 p-4 text-sm">
        <h2 id={ids.title} className="text-base font-bold">{`가격 오류 신고 · ${siteName}`}</h2>
        <fieldset>
          <legend className="mb-1 font-semibold">무엇이 다른가요?</legend>
          <div className="grid grid-cols-2 gap-x-3 gap-y-2">
            {PRICE_REPORT_REASONS.map((option) => (
              <label key={option.reason} className="flex items-center gap-1.5">
                <input
                  type="radio"
                  name={ids.reasons}
                  value={option.reason}
                  checked={reason === option.reason}
                  onChange={() => {
                    setReason(option.reason);
                    setError("");
                  }}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor={ids.seen} className="block font-semibold">
          쇼핑몰에서 본 가격 (선택)
        </label>
        <input
          id={ids.seen}
          inputMode="numeric"
          placeholder="예: 12900"
          maxLength={12}
          value={seen}
          onChange={(event) => setSeen(event.target.value)}
          className="w-full rounded-md border border-gray-300 px-2 py-1.5"
        />
        <label htmlFor={ids.note} className="block font-semibold">
          자세한 내용 (선택)
        </label>
        <textarea
          id={ids.note}
          rows={2}
          maxLength={300}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className="w-full rounded-md border border-gray-300 px-2 py-1.5"
        />
        {session.status === "authenticated" ? (
          <p className="offer-note">고쳐지면 알림으로 알려드려요.</p>
        ) : (
          <p className="offer-note">로그인하지 않고 신고하면 처리 결과를 알려드릴 수 없어요.</p>
        )}
        {error ? (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className="rounded-md px-3 py-2 font-semibold text-gray-700" onClick={onClose}>
            취소
          </button>
          <button
            type="submit"
            disabled={sending}
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
          >
            {sending ? "보내는 중…" : "신고하기"}
          </button>
        </div>
      </form>
    </dialog>
  );
}
