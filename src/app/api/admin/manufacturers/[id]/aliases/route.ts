import { numericIdParams } from "@/app/api/admin/admin-params";
import { manufacturerAliasesInput, setManufacturerAliases } from "@/domains/catalog/admin";
import { apiRoute } from "@/platform/http/api-route";

/** Replaces a manufacturer's other spellings (what shop titles call it); 409 when one belongs to another maker. */
export const PUT = apiRoute(
  { access: "admin", params: numericIdParams, body: manufacturerAliasesInput },
  async ({ user, params, body }) => {
    await setManufacturerAliases({ actor: user, id: params.id, aliases: body.aliases });
    return { ok: true };
  },
);
