"use client";

import { useState } from "react";
import { lazyToast } from "@/ui/lazy-toast";
import { sendCommunityRequest } from "../community-api";
import { FLAVOR_NOTE_CHOICES, REVIEW_TEXT_MAX } from "../content-limits";

export type Mine = { id: number; rating: number; pros: string; cons: string; flavorNotes: string[] };

/** Writes or edits the member's review: stars, pros, cons and the flavour notes they tasted. */
export function ReviewForm({ productId, mine, onDone }: { productId: number; mine: Mine | null; onDone: () => void }) {
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [pros, setPros] = useState(mine?.pros ?? "");
  const [cons, setCons] = useState(mine?.cons ?? "");
  const [notes, setNotes] = useState<string[]>(mine?.flavorNotes ?? []);
  const [sending, setSending] = useState(false);
  const field = "w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm";
  return (
    <form
      aria-label="리뷰 쓰기"
      className="flex flex-col gap-2 rounded-lg bg-gray-50 p-3"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!rating) return void lazyToast.error("별점을 골라 주세요.");
        setSending(true);
        const body = { rating, pros, cons, flavorNotes: notes };
        const answer = mine
          ? await sendCommunityRequest(`/api/reviews/${mine.id}`, "PATCH", body)
          : await sendCommunityRequest(`/api/products/${productId}/reviews`, "POST", body);
        setSending(false);
        if (!answer) return;
        lazyToast.success(mine ? "리뷰를 고쳤습니다." : "리뷰를 남겼습니다.");
        onDone();
      }}
    >
      <fieldset className="flex items-center gap-1">
        <legend className="mb-1 text-sm font-semibold">별점</legend>
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className="cursor-pointer text-2xl leading-none">
            <input
              type="radio"
              name="rating"
              value={star}
              checked={rating === star}
              onChange={() => setRating(star)}
              className="sr-only"
              aria-label={`${star}점`}
            />
            <span aria-hidden className={star <= rating ? "text-amber-400" : "text-gray-300"}>
              ★
            </span>
          </label>
        ))}
      </fieldset>
      <textarea
        aria-label="좋았던 점"
        placeholder="좋았던 점"
        value={pros}
        onChange={(e) => setPros(e.target.value)}
        maxLength={REVIEW_TEXT_MAX}
        rows={2}
        className={field}
      />
      <textarea
        aria-label="아쉬운 점"
        placeholder="아쉬운 점"
        value={cons}
        onChange={(e) => setCons(e.target.value)}
        maxLength={REVIEW_TEXT_MAX}
        rows={2}
        className={field}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">느낀 맛</legend>
        <div className="flex flex-wrap gap-1.5">
          {FLAVOR_NOTE_CHOICES.map((note) => {
            const on = notes.includes(note);
            return (
              <label
                key={note}
                className={`cursor-pointer rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${on ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-gray-700 ring-gray-300"}`}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={on}
                  onChange={() => setNotes(on ? notes.filter((n) => n !== note) : [...notes, note])}
                />
                {note}
              </label>
            );
          })}
        </div>
      </fieldset>
      <button type="submit" disabled={sending} className="rounded-lg bg-brand-700 py-2 font-semibold text-white disabled:opacity-60">
        {sending ? "보내는 중…" : mine ? "리뷰 고치기" : "리뷰 남기기"}
      </button>
    </form>
  );
}
