"use client";

import { useState } from "react";
import { sendCommunityRequest } from "../community-api";
import { COMMENT_MAX } from "../content-limits";

/** A comment, reply or comment edit: one textarea, sent as `{ content, parentId? }`. */
export function CommentForm({
  url,
  method,
  label,
  initial = "",
  parentId,
  onDone,
  onCancel,
}: {
  url: string;
  method: "POST" | "PATCH";
  label: string;
  initial?: string;
  parentId?: number;
  onDone: (answer: { id: number }) => void;
  onCancel?: () => void;
}) {
  const [content, setContent] = useState(initial);
  const [sending, setSending] = useState(false);
  return (
    <form
      className="mt-2 flex flex-col gap-2"
      aria-label={label}
      onSubmit={async (event) => {
        event.preventDefault();
        setSending(true);
        const answer = await sendCommunityRequest<{ id: number }>(url, method, { content, ...(parentId ? { parentId } : {}) });
        setSending(false);
        if (!answer) return;
        setContent("");
        onDone(answer);
      }}
    >
      <textarea
        value={content}
        onChange={(e) => setContent(e.target.value)}
        aria-label={label}
        required
        maxLength={COMMENT_MAX}
        rows={3}
        placeholder="댓글을 남겨 주세요. 욕설·광고는 지워질 수 있어요."
        className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm"
      />
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <button type="button" onClick={onCancel} className="rounded-lg px-3 py-1.5 text-sm font-semibold text-gray-600">
            취소
          </button>
        ) : null}
        <button
          type="submit"
          disabled={sending}
          className="rounded-lg bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white disabled:opacity-60"
        >
          {sending ? "보내는 중…" : "등록"}
        </button>
      </div>
    </form>
  );
}
