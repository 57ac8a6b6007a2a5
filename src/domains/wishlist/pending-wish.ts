// A heart tapped while signed out is finished after sign-in only in the browser that tapped it: the
// `?wish=<id>` in the URL comes back from sign-in, but anyone can send a link carrying one.

export const WISH_PARAM = "wish";
const PENDING_KEY = "aeksangpick:pending-wish";

type SessionStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Before sending a signed-out visitor to sign in: this browser asked for `productId`. */
export function rememberPendingWish(storage: SessionStore, productId: number): void {
  storage.setItem(PENDING_KEY, String(productId));
}

/**
 * The wish a page was opened with, if any (the parameter is removed from `url`): `confirmed` when this browser
 * tapped that heart before signing in, else the member is asked first.
 */
export function takePendingWish(url: URL, storage: SessionStore): { productId: number; confirmed: boolean } | null {
  if (!url.searchParams.has(WISH_PARAM)) return null;
  const productId = Number(url.searchParams.get(WISH_PARAM));
  url.searchParams.delete(WISH_PARAM);
  const pending = storage.getItem(PENDING_KEY);
  storage.removeItem(PENDING_KEY);
  if (!Number.isInteger(productId) || productId <= 0) return null;
  return { productId, confirmed: pending === String(productId) };
}
