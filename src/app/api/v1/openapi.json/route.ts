import { publicApiDocument } from "@/domains/catalog/public-api";
import { apiRoute } from "@/platform/http/api-route";

/** GET /api/v1/openapi.json: the public API's OpenAPI 3.1 document, open to everyone (it holds no product data). */
export const GET = apiRoute({ access: "public" }, async () =>
  Response.json(publicApiDocument(), { headers: { "cache-control": "public, max-age=300", "access-control-allow-origin": "*" } }),
);
