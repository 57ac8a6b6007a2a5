import { createSavedSearch, listSavedSearches } from "@/domains/wishlist/saved-searches";
import { savedSearchInput } from "@/domains/wishlist/wishlist-rules";
import { apiRoute } from "@/platform/http/api-route";

export const GET = apiRoute({ access: "user" }, async ({ user }) => ({ savedSearches: await listSavedSearches({ userId: user.id }) }));

/** Saves a listing or search page (its own query string) with an optional maximum all-in price. */
export const POST = apiRoute({ access: "user", body: savedSearchInput }, async ({ user, body }) => ({
  savedSearch: await createSavedSearch({ userId: user.id, path: body.path, maxPrice: body.maxPrice }),
}));
