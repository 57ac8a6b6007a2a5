import {
  admitApiRequest,
  cachedAnswer,
  chosenFormat,
  preflightAnswer,
  productsCsv,
  productsQuerySchema,
  readMultiQuery,
  readProductList,
} from "@/domains/catalog/public-api";
import { apiRoute } from "@/platform/http/api-route";

/** GET /api/v1/products: the listing's filters and sorts, a page of products the public may compare, in JSON or CSV. */
export const GET = apiRoute({ access: "public" }, async ({ req }) => {
  const { query, raw } = readMultiQuery(productsQuerySchema, req.nextUrl.searchParams);
  const admission = await admitApiRequest(req);
  if (admission instanceof Response) return admission;
  const list = await readProductList({ raw, limit: query.limit, inhalation: query.inhalation ?? null });
  const format = chosenFormat(query.format, req.headers.get("accept"));
  return cachedAnswer({
    body: format === "csv" ? productsCsv(list) : list,
    format,
    filename: `products-page-${list.page}`,
    ifNoneMatch: req.headers.get("if-none-match"),
    shared: admission.shared,
    headers: admission.headers,
  });
});

/** A browser's CORS preflight: the API is read from other sites' pages too. */
export const OPTIONS = async () => preflightAnswer();
