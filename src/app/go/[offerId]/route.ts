import { z } from "zod";
import { recordOutboundClick, sameOriginReferrerPath } from "@/domains/catalog/product";
import { apiRoute } from "@/platform/http/api-route";
import { notFound } from "@/platform/errors";
import { clientIpFrom } from "@/platform/rate-limit";
import { withheldOfferPage } from "./withheld-offer-page";
import { rowId } from "@/platform/http/row-id";

/** Out to a shop: logs the click (not a bot's, within the address's limits), then redirects to the offer's page. */
export const GET = apiRoute({ access: "public", params: z.object({ offerId: rowId() }) }, async ({ req, params }) => {
  const target = await recordOutboundClick({
    offerId: params.offerId,
    referrerPath: sameOriginReferrerPath(req.headers.get("referer"), req.headers.get("host")),
    from: { ip: clientIpFrom(req.headers), userAgent: req.headers.get("user-agent") },
  });
  if (!target) throw notFound("판매처 정보를 찾을 수 없습니다.");
  if ("withheld" in target) return withheldOfferPage();
  return new Response(null, { status: 302, headers: { location: target.url, "cache-control": "no-store", "x-robots-tag": "noindex" } });
});
