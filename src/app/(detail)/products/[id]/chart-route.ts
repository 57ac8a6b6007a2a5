import { z } from "zod";
import { adultGateNeedsIdentity, identityGateHolds } from "@/domains/accounts/adult";
import { chartNoticeResponse, chartQuerySchema, priceChartResponse, type ChartFormat } from "@/domains/catalog/product";
import { apiRoute } from "@/platform/http/api-route";

/**
 * GET /products/<id>/chart.{svg,png}?period=30|90|365: the product's price chart to embed. Under
 * ADULT_VERIFICATION=identity, until 본인인증, only the gate's words, as the page and its share image show.
 */
export function chartRoute(format: ChartFormat) {
  return apiRoute({ access: "public", query: chartQuerySchema, params: z.object({ id: z.string() }) }, async ({ req, query, params }) => {
    if (await identityGateHolds()) return chartNoticeResponse(format);
    return priceChartResponse({
      rawId: params.id,
      period: query.period,
      format,
      ifNoneMatch: req.headers.get("if-none-match"),
      shared: !adultGateNeedsIdentity(),
    });
  });
}
