// The member's wishlisted product ids on the client, shared by every heart on the page. Catalogue HTML
// stays the same for everyone: hearts render neutral until these ids arrive (wishlist-client.ts loads them, on demand).

export type WishlistIdsState = { status: "unknown" | "ready"; ids: ReadonlySet<number> };
const UNKNOWN: WishlistIdsState = { status: "unknown", ids: new Set() };

let state: WishlistIdsState = UNKNOWN;
const listeners = new Set<() => void>();

/** Replaces the ids and tells every heart. */
export function setWishlistIds(next: WishlistIdsState) {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeWishlistIds(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const readWishlistIds = () => state;
export const readUnknownWishlistIds = () => UNKNOWN;
