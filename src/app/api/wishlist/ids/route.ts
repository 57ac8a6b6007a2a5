import { listWishlistProductIds } from "@/domains/wishlist/queries";
import { apiRoute } from "@/platform/http/api-route";

/** The caller's wishlisted product ids: hearts load these on the client so catalogue pages stay the same for everyone. */
export const GET = apiRoute({ access: "user" }, async ({ user }) => ({ productIds: await listWishlistProductIds({ userId: user.id }) }));
