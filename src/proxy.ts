import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { signInPathFor } from "@/platform/auth/sign-in-path";

/**
 * First, cheap pass over /admin: signed-out visitors go to sign-in with the exact page to come back
 * to, and members get an HTTP 403 status. Never the only check: the admin layout and every admin
 * page decide again on the server, with the database's view of the member.
 */
export async function proxy(request: NextRequest) {
  const secureCookie = (process.env.BASE_URL ?? "").startsWith("https://");
  const token = await getToken({ req: request, secret: process.env.NEXTAUTH_SECRET, secureCookie }).catch(() => null);
  if (!token) return NextResponse.redirect(new URL(signInPathFor(`${request.nextUrl.pathname}${request.nextUrl.search}`), request.url));
  if (token.grade !== "ADMIN") return NextResponse.rewrite(request.nextUrl, { status: 403 });
  return NextResponse.next();
}

export const config = { matcher: ["/admin", "/admin/:path*"] };
