import { onboardShopInput, onboardShop } from "@/domains/crawler/onboarding";
import { apiRoute } from "@/platform/http/api-route";

/** Shop onboarding: saves the shop as it was read and starts its first crawl: `{ id }`. */
export const POST = apiRoute({ access: "admin", body: onboardShopInput }, async ({ user, body }) =>
  onboardShop({ actor: user, input: body }),
);
