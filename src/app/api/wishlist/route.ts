import { addWishlistItem } from "@/domains/wishlist/mutations";
import { listWishlistItems } from "@/domains/wishlist/queries";
import { addWishlistInput } from "@/domains/wishlist/wishlist-rules";
import { apiRoute } from "@/platform/http/api-route";

/** The caller's wishlist with each product's card fields. */
export const GET = apiRoute({ access: "user" }, async ({ user }) => ({ items: await listWishlistItems({ userId: user.id }) }));

/** Adds a product (idempotent: 200 again with the same row). */
export const POST = apiRoute({ access: "user", body: addWishlistInput }, async ({ user, body }) => ({
  item: await addWishlistItem({ userId: user.id, productId: body.productId, targetPrice: body.targetPrice }),
}));
