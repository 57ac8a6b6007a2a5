import { numericIdParams } from "@/app/api/admin/admin-params";
import { manufacturerInput, deleteManufacturer, renameManufacturer } from "@/domains/catalog/admin";
import { apiRoute } from "@/platform/http/api-route";

/** Renames a manufacturer (its products' search text follows). */
export const PATCH = apiRoute({ access: "admin", params: numericIdParams, body: manufacturerInput }, async ({ user, params, body }) => {
  await renameManufacturer({ actor: user, id: params.id, name: body.name });
  return { ok: true };
});

/** Deletes a manufacturer without products (409 otherwise). */
export const DELETE = apiRoute({ access: "admin", params: numericIdParams }, async ({ user, params }) => {
  await deleteManufacturer({ actor: user, id: params.id });
  return { ok: true };
});
