import { removeWishlistItem, updateWishlistItem } from "@/domains/wishlist/mutations";
import { productIdParams, updateWishlistInput } from "@/domains/wishlist/wishlist-rules";
import { apiRoute } from "@/platform/http/api-route";

/** Sets the target price or the alert switch of one of the caller's items (anyone else's: 404). */
export const PATCH = apiRoute({ access: "user", params: productIdParams, body: updateWishlistInput }, async ({ user, params, body }) => ({
  item: await updateWishlistItem({ userId: user.id, productId: params.productId, ...body }),
}));

export const DELETE = apiRoute({ access: "user", params: productIdParams }, async ({ user, params }) => {
  await removeWishlistItem({ userId: user.id, productId: params.productId });
  return { ok: true };
});
