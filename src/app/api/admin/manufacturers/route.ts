import { manufacturerInput } from "@/domains/catalog/admin-manufacturer-form";
import { createManufacturer, listManufacturersWithCounts } from "@/domains/catalog/admin-manufacturers";
import { apiRoute } from "@/platform/http/api-route";

/** Every manufacturer with its product count: `{ manufacturers }`. */
export const GET = apiRoute({ access: "admin" }, async () => ({ manufacturers: await listManufacturersWithCounts() }));

/** Creates a manufacturer: `{ id }`. */
export const POST = apiRoute({ access: "admin", body: manufacturerInput }, async ({ user, body }) =>
  createManufacturer({ actor: user, name: body.name }),
);
