"use client";

import { lazyComponent } from "@/ui/lazy-component";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { sendCommunityRequest } from "../community-api";
import { InlineConfirm } from "../inline-confirm";
import type { Mine } from "./review-form";
import { setReviewViewer } from "./review-viewer-store";

// The form loads when the member opens it.
const ReviewForm = lazyComponent(() => import("./review-form").then((m) => m.ReviewForm), { ssr: false });

/** A signed-in member's side of the reviews: write one, or edit/delete their own. */
export function MemberReviewPanel({ productId }: { productId: number }) {
  const router = useRouter();
  const [mine, setMine] = useState<Mine | null | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    void fetch(`/api/products/${productId}/reviews`, { credentials: "same-origin" })
      .then((r) => (r.ok ? (r.json() as Promise<{ mine: Mine | null; helpfulIds: number[] }>) : null))
      .then((state) => {
        if (!state) return;
        setMine(state.mine);
        setReviewViewer({ helpfulIds: new Set(state.helpfulIds), mineId: state.mine?.id ?? null });
      })
      .catch(() => {});
  }, [productId, version]);

  if (mine === undefined) return null;
  const done = () => {
    setOpen(false);
    setVersion((v) => v + 1);
    router.refresh();
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => setOpen(!open)}
          className="rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-800"
        >
          {mine ? "내 리뷰 고치기" : "리뷰 쓰기"}
        </button>
        {mine ? (
          <InlineConfirm
            label="내 리뷰 삭제"
            question="리뷰를 지울까요?"
            className="text-sm font-semibold text-gray-600"
            onConfirm={async () => {
              if (await sendCommunityRequest(`/api/reviews/${mine.id}`, "DELETE")) done();
            }}
          />
        ) : null}
      </div>
      {open ? <ReviewForm productId={productId} mine={mine} onDone={done} /> : null}
    </div>
  );
}
