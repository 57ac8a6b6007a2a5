import { manufacturerInput, createManufacturer, listManufacturersWithCounts } from "@/domains/catalog/admin";
import { apiRoute } from "@/platform/http/api-route";

/** Every manufacturer with its product count: `{ manufacturers }`. */
export const GET = apiRoute({ access: "admin" }, async () => ({ manufacturers: await listManufacturersWithCounts() }));

/** Creates a manufacturer: `{ id }`. */
export const POST = apiRoute({ access: "admin", body: manufacturerInput }, async ({ user, body }) =>
  createManufacturer({ actor: user, name: body.name }),
);
