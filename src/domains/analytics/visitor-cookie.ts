import { randomBytes } from "node:crypto";
import { usesSecureCookies } from "@/platform/auth/secure-cookies";

/** The anonymous visitor id: set by the page-view beacon's answer, never by a page (pages stay the same for everyone). */
export const VISITOR_COOKIE = "ap_vid";
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const ONE_YEAR_S = 365 * 86_400;

/** The visitor's id from the cookie, or a fresh one to set (`fresh`). */
export function visitorIdFrom(cookieValue: string | undefined): { id: string; fresh: boolean } {
  if (cookieValue && VISITOR_ID.test(cookieValue)) return { id: cookieValue, fresh: false };
  return { id: randomBytes(16).toString("base64url"), fresh: true };
}

export function visitorCookieHeader(id: string): string {
  return `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${usesSecureCookies() ? "; Secure" : ""}`;
}
