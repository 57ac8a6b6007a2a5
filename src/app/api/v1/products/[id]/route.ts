import {
  admitApiRequest,
  cachedAnswer,
  chosenFormat,
  offersCsv,
  preflightAnswer,
  productParamsSchema,
  productQuerySchema,
  readProduct,
} from "@/domains/catalog/public-api";
import { apiRoute } from "@/platform/http/api-route";

/** GET /api/v1/products/{id}: a product and its buyable offers (shop price, shipping, all-in total, when checked); JSON, or the offers as CSV. */
export const GET = apiRoute(
  { access: "public", params: productParamsSchema, query: productQuerySchema },
  async ({ req, params, query }) => {
    const admission = await admitApiRequest(req);
    if (admission instanceof Response) return admission;
    const { body } = await readProduct({ id: params.id });
    const format = chosenFormat(query.format, req.headers.get("accept"));
    return cachedAnswer({
      body: format === "csv" ? offersCsv(body) : body,
      format,
      filename: `product-${params.id}-offers`,
      ifNoneMatch: req.headers.get("if-none-match"),
      shared: admission.shared,
      headers: admission.headers,
    });
  },
);

/** A browser's CORS preflight: the API is read from other sites' pages too. */
export const OPTIONS = async () => preflightAnswer();
