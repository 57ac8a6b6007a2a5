import { lazyToast as toast } from "@/ui/lazy-toast";
import { apiErrorMessage } from "./api-error-message";
import { rememberPendingWish, takePendingWish, WISH_PARAM } from "./pending-wish";
import { readWishlistIds, setWishlistIds } from "./wishlist-ids";

let loading: Promise<void> | null = null;

// What a heart does: loads the member's ids, adds or removes one, sends a visitor to sign in. Loaded by the hearts when
// first needed, not with the page.

async function requestJson(url: string, init?: RequestInit): Promise<Response> {
  return fetch(url, { ...init, headers: { "content-type": "application/json" }, credentials: "same-origin" });
}

/**
 * Adds the product the visitor tapped before signing in (`?wish=<id>` on the page they came back to) when this
 * browser tapped it; a `?wish=` from anywhere else (a link) is only offered, with a button.
 */
async function completePendingWish(ids: Set<number>): Promise<void> {
  const url = new URL(window.location.href);
  const wish = takePendingWish(url, window.sessionStorage);
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  if (!wish || ids.has(wish.productId)) return;
  if (wish.confirmed) await addWish(ids, wish.productId);
  else toast.ask("이 상품을 관심상품에 담을까요?", "담기", () => void setWished({ productId: wish.productId, wished: true }));
}

async function addWish(ids: Set<number>, productId: number): Promise<void> {
  const response = await requestJson("/api/wishlist", { method: "POST", body: JSON.stringify({ productId }) });
  if (!response.ok) return void toast.error(await apiErrorMessage(response));
  ids.add(productId);
  toast.success("관심상품에 담았습니다.");
}

/** Loads the ids once per page life (and completes a heart tapped before sign-in). */
export function loadWishlistIds(): Promise<void> {
  loading ??= (async () => {
    const response = await requestJson("/api/wishlist/ids");
    if (!response.ok) return;
    const ids = new Set(((await response.json()) as { productIds: number[] }).productIds);
    await completePendingWish(ids);
    setWishlistIds({ status: "ready", ids });
  })().catch(() => {
    loading = null;
  });
  return loading;
}

/** Where a signed-out heart sends the visitor: sign-in, coming back to this page with the wish to finish. */
export function signInPathForWish(productId: number): string {
  rememberPendingWish(window.sessionStorage, productId);
  const back = new URL(window.location.href);
  back.searchParams.set(WISH_PARAM, String(productId));
  return `/auth/signin?${new URLSearchParams({ callbackUrl: `${back.pathname}${back.search}` })}`;
}

/** Optimistic add or remove: the heart changes at once and goes back, with an error toast, if the server refuses. */
export async function setWished({ productId, wished }: { productId: number; wished: boolean }): Promise<void> {
  const before = readWishlistIds();
  const ids = new Set(before.ids);
  if (wished) ids.add(productId);
  else ids.delete(productId);
  setWishlistIds({ status: "ready", ids });
  const response = wished
    ? await requestJson("/api/wishlist", { method: "POST", body: JSON.stringify({ productId }) }).catch(() => null)
    : await requestJson(`/api/wishlist/${productId}`, { method: "DELETE" }).catch(() => null);
  if (response?.ok || (!wished && response?.status === 404)) return;
  setWishlistIds(before);
  toast.error(response ? await apiErrorMessage(response) : "네트워크 오류로 관심상품을 바꾸지 못했습니다.");
}
