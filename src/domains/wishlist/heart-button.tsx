"use client";

import { useSession } from "@/platform/auth/session-store";
import { useRouter } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { HeartIcon } from "./heart-icon";
import { readUnknownWishlistIds, readWishlistIds, subscribeWishlistIds } from "./wishlist-ids";

// What a tap does (and loading a member's ids) comes with the first heart that needs it.
const wishlistClient = () => import("./wishlist-client");

/**
 * 찜 heart. Neutral until the member's ids are known (no flash of the wrong state); signed out it goes to
 * sign-in and the item is added on the way back. The heart is coloured and filled by heart-button.css from data-state.
 * `size="large"` is the product page's labelled button.
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
    if (status === "authenticated") void wishlistClient().then((client) => client.loadWishlistIds());
  }, [status]);

  const known = status === "unauthenticated" || (status === "authenticated" && ids.status === "ready");
  const wished = status === "authenticated" && ids.ids.has(productId);
  const onClick = () => {
    if (status === "unauthenticated") return void wishlistClient().then((client) => router.push(client.signInPathForWish(productId)));
    if (known) void wishlistClient().then((client) => client.setWished({ productId, wished: !wished }));
  };
  const label = wished ? `${productName} 관심상품에서 빼기` : `${productName} 관심상품에 담기`;
  const state = known ? (wished ? "on" : "off") : "unknown";

  if (size === "large") {
    return (
      <button
        type="button"
        onClick={onClick}
        aria-pressed={known ? wished : undefined}
        aria-busy={!known}
        data-testid="heart-button"
        data-state={state}
        className="heart heart-large"
      >
        <HeartIcon />
        <span className="text-gray-800">{wished ? "찜 해제" : "찜하기"}</span>
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
      data-state={state}
      className="heart heart-small"
    >
      <HeartIcon />
    </button>
  );
}
