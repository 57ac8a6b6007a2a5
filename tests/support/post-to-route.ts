import { NextRequest } from "next/server";
import { sessionCookieFor } from "./account-factories";

type Route = (req: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** POSTs a JSON body to a route handler as `user` would from the site (their session cookie, the site's Origin). */
export async function postToRouteAs(
  route: Route,
  path: string,
  user: Parameters<typeof sessionCookieFor>[0],
  body: unknown,
  params: Record<string, string> = {},
) {
  const cookie = await sessionCookieFor(user);
  const req = new NextRequest(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { cookie: `${cookie.name}=${cookie.value}`, origin: "http://localhost:3000", "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const response = await route(req, { params: Promise.resolve(params) });
  return { status: response.status, json: await response.json() };
}
