import "server-only";
import { z } from "zod";
import { apiRoute } from "@/platform/http/api-route";
import { clientIpFrom } from "@/platform/rate-limit";
import { pageViewLimiters } from "./page-view-limits";
import { recordPageView } from "./record-page-view";
import { VISITOR_COOKIE, visitorCookieHeader, visitorIdFrom } from "./visitor-cookie";

const pageViewBody = z.object({ path: z.string().min(1).max(2_000), referrer: z.string().max(2_000).optional() });

/**
 * The page-view beacon (sendBeacon / keepalive fetch): answers 204 at once, sets the visitor cookie when
 * missing; the view is written in the next batch (unless over the address's limits: `pageViewLimiters`).
 * Served by the app route and, skipping Next's router, by the server's request pipeline (src/server/page-view-fast-path.ts).
 */
export const answerPageViewBeacon = apiRoute({ access: "public", body: pageViewBody }, async ({ req, user, body }) => {
  const ip = clientIpFrom(req.headers);
  const userAgent = req.headers.get("user-agent");
  const visitor = visitorIdFrom(req.cookies.get(VISITOR_COOKIE)?.value, { ip, userAgent: userAgent ?? "" });
  if (await mayCount({ ip, visitorId: visitor.id, cookieless: visitor.fresh, path: body.path }))
    recordPageView({ ...body, userAgent, visitorId: visitor.id, memberId: user?.id ?? null });
  const headers = new Headers({ "cache-control": "no-store" });
  if (visitor.fresh) headers.append("set-cookie", visitorCookieHeader(visitor.id));
  return new Response(null, { status: 204, headers });
});

async function mayCount({ ip, visitorId, cookieless, path }: { ip: string; visitorId: string; cookieless: boolean; path: string }) {
  const { countedViewsPerIp, cookielessViewsPerPage } = pageViewLimiters();
  if (cookieless && !(await cookielessViewsPerPage.hit(`${visitorId}|${path}`)).allowed) return false;
  return (await countedViewsPerIp.hit(ip)).allowed;
}
