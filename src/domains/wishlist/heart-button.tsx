"use client";

import { useSession } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import {
  loadWishlistIds,
  readUnknownWishlistIds,
  readWishlistIds,
  setWished,
  signInPathForWish,
  subscribeWishlistIds,
} from "./wishlist-client";

/**
 * 찜 heart. Neutral until the member's ids are known (no flash of the wrong state); signed out it goes to
 * sign-in and the item is added on the way back. `size="large"` is the product page's labelled button.
 */
export function HeartButton({
  productId,
  productName,
  size = "small",
}: {
  productId: number;
  productName: string;
  size?: "small" | "large";
}) {
  const { status } = useSession();
  const router = useRouter();
  const ids = useSyncExternalStore(subscribeWishlistIds, readWishlistIds, readUnknownWishlistIds);
  useEffect(() => {
    if (status === "authenticated") void loadWishlistIds();
  }, [status]);

  const known = status === "unauthenticated" || (status === "authenticated" && ids.status === "ready");
  const wished = status === "authenticated" && ids.ids.has(productId);
  const onClick = () => {
    if (status === "unauthenticated") return router.push(signInPathForWish(productId));
    if (known) void setWished({ productId, wished: !wished });
  };
  const label = wished ? `${productName} 관심상품에서 빼기` : `${productName} 관심상품에 담기`;
  const icon = (
    <span
      aria-hidden
      className={`heart-icon ${size === "large" ? "h-5 w-5" : "h-4.5 w-4.5"} ${wished ? "heart-on text-rose-500" : known ? "text-gray-600" : "text-gray-300"}`}
    />
  );

  if (size === "large") {
    return (
      <button
        type="button"
        onClick={onClick}
        aria-pressed={known ? wished : undefined}
        aria-busy={!known}
        data-testid="heart-button"
        data-state={known ? (wished ? "on" : "off") : "unknown"}
        className="inline-flex h-10 items-center gap-1.5 rounded-full border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-800 hover:border-rose-400"
      >
        {icon}
        {wished ? "찜 해제" : "찜하기"}
        <span className="sr-only">{label}</span>
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-pressed={known ? wished : undefined}
      aria-busy={!known}
      data-testid="heart-button"
      data-state={known ? (wished ? "on" : "off") : "unknown"}
      className="heart-small"
    >
      {icon}
    </button>
  );
}
