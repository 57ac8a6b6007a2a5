import { numericIdParams } from "@/app/api/admin/admin-params";
import { sellerSiteInput } from "@/domains/catalog/seller-site-form";
import { deleteSellerSite, updateSellerSite } from "@/domains/catalog/admin";
import { apiRoute } from "@/platform/http/api-route";

/** Saves a seller site; `offersMoved` counts the offers a new shop address moved with it. */
export const PUT = apiRoute({ access: "admin", params: numericIdParams, body: sellerSiteInput }, async ({ user, params, body }) => {
  const { offersMoved } = await updateSellerSite({ actor: user, id: params.id, input: body });
  return { ok: true, offersMoved };
});

/** Deletes a seller site with its offers. */
export const DELETE = apiRoute({ access: "admin", params: numericIdParams }, async ({ user, params }) => {
  await deleteSellerSite({ actor: user, id: params.id });
  return { ok: true };
});
