import "server-only";
import { getToken } from "next-auth/jwt";
import type { SessionUser } from "@/platform/auth/session-user";
import { getConfig } from "@/platform/config";
import { usesSecureCookies } from "./secure-cookies";
import { installedSessionCheck } from "./session-check";

function parseCookieHeader(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!(name in cookies)) cookies[name] = decodeURIComponent(part.slice(at + 1).trim());
  }
  return cookies;
}

/**
 * The member behind next-auth's session cookie, after the revocation check, or null. Pages, route
 * handlers and actions get it through getCurrentUser(); socket handlers pass the handshake's cookie
 * header. Decodes the JWT directly: the session route would re-encrypt a cookie nobody can set here.
 */
export async function readSessionUser(
  source: { cookies: Record<string, string> } | { cookieHeader: string | undefined },
): Promise<SessionUser | null> {
  const cookies = "cookies" in source ? source.cookies : parseCookieHeader(source.cookieHeader ?? "");
  const token = await getToken({
    req: { cookies, headers: {} } as never,
    secret: getConfig().NEXTAUTH_SECRET,
    secureCookie: usesSecureCookies(),
    logger: { error() {} } as never,
  });
  if (!token) return null;
  return installedSessionCheck()(token);
}
