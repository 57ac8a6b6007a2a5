import { numericIdParams } from "@/app/api/admin/admin-params";
import { listAdminOffersForProduct, productInput, getAdminProduct, updateProduct } from "@/domains/catalog/admin";
import { notFound } from "@/platform/errors";
import { apiRoute } from "@/platform/http/api-route";

/** One product with its offers and their recent history: `{ product, offers }`. */
export const GET = apiRoute({ access: "admin", params: numericIdParams }, async ({ params }) => {
  const product = await getAdminProduct({ id: params.id });
  if (!product) throw notFound("상품을 찾을 수 없습니다.");
  return { product, offers: await listAdminOffersForProduct({ productId: params.id }) };
});

/** Saves every attribute of a product. */
export const PUT = apiRoute({ access: "admin", params: numericIdParams, body: productInput }, async ({ user, params, body }) => {
  await updateProduct({ actor: user, id: params.id, input: body });
  return { ok: true };
});
