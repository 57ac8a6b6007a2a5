import {
  admitApiRequest,
  cachedAnswer,
  chosenFormat,
  historyCsv,
  historyQuerySchema,
  preflightAnswer,
  productParamsSchema,
  readPriceHistory,
} from "@/domains/catalog/public-api";
import { apiRoute } from "@/platform/http/api-route";

/** GET /api/v1/products/{id}/history?days=30|90|365&by=shop: daily lows, all-in and shop price, overall or per shop; JSON or CSV. */
export const GET = apiRoute(
  { access: "public", params: productParamsSchema, query: historyQuerySchema },
  async ({ req, params, query }) => {
    const admission = await admitApiRequest(req);
    if (admission instanceof Response) return admission;
    const history = await readPriceHistory({ id: params.id, days: query.days, byShop: query.by === "shop" });
    const format = chosenFormat(query.format, req.headers.get("accept"));
    return cachedAnswer({
      body: format === "csv" ? historyCsv(history) : history,
      format,
      filename: `product-${params.id}-history-${query.days}d${query.by ? "-by-shop" : ""}`,
      ifNoneMatch: req.headers.get("if-none-match"),
      shared: admission.shared,
      headers: admission.headers,
    });
  },
);

/** A browser's CORS preflight: the API is read from other sites' pages too. */
export const OPTIONS = async () => preflightAnswer();
