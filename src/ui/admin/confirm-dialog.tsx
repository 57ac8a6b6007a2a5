"use client";

import { useEffect, useRef, useState } from "react";
import { AdminButton } from "./admin-button";

type Ask = { message: string; confirmLabel?: string; withReason?: boolean; resolve: (answer: { reason: string } | null) => void };

/**
 * A modal confirmation for destructive admin actions (optionally asking a reason):
 *   const [confirmDialog, confirm] = useConfirm();  …  if (!(await confirm({ message }))) return;
 */
export function useConfirm(): [React.ReactNode, (ask: Omit<Ask, "resolve">) => Promise<{ reason: string } | null>] {
  const [ask, setAsk] = useState<Ask | null>(null);
  const confirm = (next: Omit<Ask, "resolve">) => new Promise<{ reason: string } | null>((resolve) => setAsk({ ...next, resolve }));
  const close = (answer: { reason: string } | null) => {
    ask?.resolve(answer);
    setAsk(null);
  };
  return [ask ? <ConfirmDialog key={ask.message} ask={ask} onClose={close} /> : null, confirm];
}

function ConfirmDialog({ ask, onClose }: { ask: Ask; onClose: (answer: { reason: string } | null) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.showModal();
    return () => opener?.focus();
  }, []);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (ask.withReason && !reason.trim()) return setError("사유를 입력해 주세요.");
    onClose({ reason: reason.trim() });
  };
  return (
    <dialog
      ref={ref}
      onCancel={() => onClose(null)}
      className="m-auto w-[min(92vw,420px)] rounded-xl p-0 shadow-xl backdrop:bg-black/40"
      aria-labelledby="confirm-title"
    >
      <form onSubmit={submit} className="space-y-4 p-5">
        <p id="confirm-title" className="font-semibold whitespace-pre-line text-gray-900">
          {ask.message}
        </p>
        {ask.withReason ? (
          <div>
            <label htmlFor="confirm-reason" className="block text-sm font-semibold text-gray-700">
              사유
            </label>
            <textarea
              id="confirm-reason"
              value={reason}
              onChange={(e) => (setReason(e.target.value), setError(""))}
              rows={3}
              maxLength={500}
              className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 text-sm"
            />
            {error ? <p className="text-sm text-red-600">{error}</p> : null}
          </div>
        ) : null}
        <div className="flex justify-end gap-2">
          <AdminButton type="button" onClick={() => onClose(null)}>
            취소
          </AdminButton>
          <AdminButton type="submit" variant="danger" autoFocus>
            {ask.confirmLabel ?? "확인"}
          </AdminButton>
        </div>
      </form>
    </dialog>
  );
}
