import "server-only";
import { z } from "zod";
import { apiRoute } from "@/platform/http/api-route";
import { recordPageView } from "./record-page-view";
import { VISITOR_COOKIE, visitorCookieHeader, visitorIdFrom } from "./visitor-cookie";

const pageViewBody = z.object({ path: z.string().min(1).max(2_000), referrer: z.string().max(2_000).optional() });

/**
 * The page-view beacon (sendBeacon / keepalive fetch): answers 204 at once, sets the visitor cookie when
 * missing; the view is written in the next batch. Served by the app route and, skipping Next's router,
 * by the server's request pipeline (src/server/page-view-fast-path.ts).
 */
export const answerPageViewBeacon = apiRoute({ access: "public", body: pageViewBody }, async ({ req, user, body }) => {
  const visitor = visitorIdFrom(req.cookies.get(VISITOR_COOKIE)?.value);
  recordPageView({ ...body, userAgent: req.headers.get("user-agent"), visitorId: visitor.id, memberId: user?.id ?? null });
  const headers = new Headers({ "cache-control": "no-store" });
  if (visitor.fresh) headers.append("set-cookie", visitorCookieHeader(visitor.id));
  return new Response(null, { status: 204, headers });
});
