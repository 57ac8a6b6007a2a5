import { z } from "zod";
import { recordPageView } from "@/domains/analytics/record-page-view";
import { VISITOR_COOKIE, visitorCookieHeader, visitorIdFrom } from "@/domains/analytics/visitor-cookie";
import { apiRoute } from "@/platform/http/api-route";

const pageViewBody = z.object({ path: z.string().min(1).max(2_000), referrer: z.string().max(2_000).optional() });

/** The page-view beacon (sendBeacon / keepalive fetch): answers 204 at once; the view is written in the next batch. */
export const POST = apiRoute({ access: "public", body: pageViewBody }, async ({ req, user, body }) => {
  const visitor = visitorIdFrom(req.cookies.get(VISITOR_COOKIE)?.value);
  recordPageView({ ...body, userAgent: req.headers.get("user-agent"), visitorId: visitor.id, memberId: user?.id ?? null });
  const headers = new Headers({ "cache-control": "no-store" });
  if (visitor.fresh) headers.append("set-cookie", visitorCookieHeader(visitor.id));
  return new Response(null, { status: 204, headers });
});
