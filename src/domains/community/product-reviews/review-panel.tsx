"use client";

import Link from "next/link";
import { useSession } from "@/platform/auth/session-store";
import { signInPathFor } from "@/platform/auth/sign-in-path";
import { lazyComponent } from "@/ui/lazy-component";

// A member's part (their review, the form, deleting) loads only for a signed-in member.
const MemberReviewPanel = lazyComponent(() => import("./member-review-panel").then((m) => m.MemberReviewPanel), { ssr: false });

/** The member's side of the reviews: write one, or edit/delete their own; signed out, a way to sign in. */
export function ReviewPanel({ productId }: { productId: number }) {
  const { status } = useSession();
  if (status === "authenticated") return <MemberReviewPanel productId={productId} />;
  if (status === "loading") return null;
  return (
    <Link
      href={signInPathFor(`/products/${productId}#reviews`)}
      className="rounded-lg bg-gray-100 p-3 text-center text-sm font-semibold text-gray-700"
    >
      로그인하고 리뷰 쓰기
    </Link>
  );
}
