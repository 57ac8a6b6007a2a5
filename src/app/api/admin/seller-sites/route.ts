import { sellerSiteInput } from "@/domains/catalog/seller-site-form";
import { createSellerSite, listAdminSellerSites } from "@/domains/catalog/admin";
import { apiRoute } from "@/platform/http/api-route";

/** Every seller site with offer counts: `{ sites }`. */
export const GET = apiRoute({ access: "admin" }, async () => ({ sites: await listAdminSellerSites() }));

/** Creates a seller site: `{ id }`. */
export const POST = apiRoute({ access: "admin", body: sellerSiteInput }, async ({ user, body }) =>
  createSellerSite({ actor: user, input: body }),
);
