import { admitApiRequest, cachedAnswer, preflightAnswer, productParamsSchema, readProduct } from "@/domains/catalog/public-api";
import { apiRoute } from "@/platform/http/api-route";

/** GET /api/v1/products/{id}: a product and its buyable offers (shop price, shipping, all-in total, when checked). */
export const GET = apiRoute({ access: "public", params: productParamsSchema }, async ({ req, params }) => {
  const admission = await admitApiRequest(req);
  if (admission instanceof Response) return admission;
  const { body } = await readProduct({ id: params.id });
  return cachedAnswer({
    body,
    format: "json",
    filename: `product-${params.id}`,
    ifNoneMatch: req.headers.get("if-none-match"),
    shared: admission.shared,
    headers: admission.headers,
  });
});

/** A browser's CORS preflight: the API is read from other sites' pages too. */
export const OPTIONS = async () => preflightAnswer();
