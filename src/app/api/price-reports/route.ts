import { priceReportInput, reportOfferPrice } from "@/domains/catalog/price-reports";
import { apiRoute } from "@/platform/http/api-route";
import { clientIpFrom } from "@/platform/rate-limit";

/**
 * 가격 오류 신고 `{ offerId, reason, note?, seenPrice? }`: members and signed-out visitors alike (a wrong price misleads
 * everyone); members are counted per member and told of the fix, visitors per address and told nothing.
 */
export const POST = apiRoute({ access: "public", body: priceReportInput }, async ({ req, user, body }) => {
  const { id } = await reportOfferPrice({ user, clientIp: clientIpFrom(req.headers), input: body });
  return { ok: true, id };
});
