import { planBasket } from "@/domains/wishlist/plan-basket";
import { basketInput } from "@/domains/wishlist/wishlist-rules";
import { apiRoute } from "@/platform/http/api-route";

/** The cheapest per-shop orders for the selected wishlist items. */
export const POST = apiRoute({ access: "user", body: basketInput }, async ({ user, body }) =>
  planBasket({ userId: user.id, items: body.items }),
);
