import { z } from "zod";
import { adultGateNeedsIdentity, identityGateHolds } from "@/domains/accounts/adult";
import { searchLimiters } from "@/domains/search/search-rate-limits";
import { suggestSearch } from "@/domains/search/suggestions";
import { tooManyRequests } from "@/platform/errors";
import { apiRoute } from "@/platform/http/api-route";
import { clientIpFrom } from "@/platform/rate-limit";

const query = z.object({ q: z.string().trim().min(1, "검색어를 입력해 주세요.").max(50, "검색어는 50자 이하로 입력해 주세요.") });

/** Header autocomplete: a few products and manufacturers for what has been typed so far. */
export const GET = apiRoute({ access: "public", query }, async ({ req, query }) => {
  if (!(await searchLimiters().suggestPerIp.hit(clientIpFrom(req.headers))).allowed) throw tooManyRequests();
  // ADULT_VERIFICATION=identity: products (names, prices) only after 본인인증; makers alone otherwise.
  if (await identityGateHolds())
    return Response.json({ ...(await suggestSearch({ q: query.q })), items: [] }, { headers: { "Cache-Control": "private, no-store" } });
  const cacheControl = adultGateNeedsIdentity() ? "private, max-age=30" : "public, max-age=30";
  return Response.json(await suggestSearch({ q: query.q }), { headers: { "Cache-Control": cacheControl } });
});
