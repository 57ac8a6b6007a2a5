import { productInput, productListQuery, createProduct, listAdminProducts } from "@/domains/catalog/admin";
import { apiRoute } from "@/platform/http/api-route";

/** The product table: search `q`, filters, `sort`, `page`: `{ products, pagination }`. */
export const GET = apiRoute({ access: "admin", query: productListQuery }, async ({ query }) => listAdminProducts(query));

/** Creates a product: `{ id }`. */
export const POST = apiRoute({ access: "admin", body: productInput }, async ({ user, body }) =>
  createProduct({ actor: user, input: body }),
);
