"use client";

import { useSession } from "@/platform/auth/session-store";
import { useState, useSyncExternalStore } from "react";
import { sendCommunityRequest } from "../community-api";
import { ReportButton } from "../reports/client";
import { readReviewViewer, setReviewViewer, subscribeReviewViewer, type ReviewViewer } from "./review-viewer-store";

const UNKNOWN: ReviewViewer = { helpfulIds: new Set(), mineId: null };

/** "도움돼요" (toggle, with its count) and 신고 under someone else's review; the count alone under one's own. */
export function ReviewActions({ reviewId, helpfulCount }: { reviewId: number; helpfulCount: number }) {
  const { status } = useSession();
  const viewer = useSyncExternalStore(subscribeReviewViewer, readReviewViewer, () => UNKNOWN);
  const [count, setCount] = useState(helpfulCount);
  const pressed = viewer.helpfulIds.has(reviewId);
  const mine = viewer.mineId === reviewId;
  const toggle = async () => {
    const answer = await sendCommunityRequest<{ helpful: boolean; helpfulCount: number }>(`/api/reviews/${reviewId}/helpful`, "POST");
    if (!answer) return;
    setCount(answer.helpfulCount);
    const next = new Set(readReviewViewer().helpfulIds);
    if (answer.helpful) next.add(reviewId);
    else next.delete(reviewId);
    setReviewViewer({ ...readReviewViewer(), helpfulIds: next });
  };
  if (mine) return <p className="mt-1.5 text-xs text-gray-600">{`내 리뷰 · 도움돼요 ${count}`}</p>;
  return (
    <div className="mt-1.5 flex flex-wrap items-center gap-3 text-xs">
      <button
        type="button"
        aria-pressed={pressed}
        onClick={() => void toggle()}
        className={`rounded-full border px-2.5 py-1 font-semibold ${pressed ? "border-brand-600 bg-brand-50 text-brand-800" : "border-gray-300 text-gray-700"}`}
      >
        도움돼요 {count}
      </button>
      {status === "authenticated" ? (
        <ReportButton targetType="review" targetId={reviewId} className="font-semibold text-gray-500 hover:text-gray-800" />
      ) : null}
    </div>
  );
}
