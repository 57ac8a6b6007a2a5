import { removeSavedSearch } from "@/domains/wishlist/saved-searches";
import { savedSearchIdParams } from "@/domains/wishlist/wishlist-rules";
import { apiRoute } from "@/platform/http/api-route";

export const DELETE = apiRoute({ access: "user", params: savedSearchIdParams }, async ({ user, params }) => {
  await removeSavedSearch({ userId: user.id, id: params.id });
  return { ok: true };
});
