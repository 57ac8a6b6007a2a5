import { createHmac } from "node:crypto";
import { usesSecureCookies } from "@/platform/auth/secure-cookies";
import { getConfig } from "@/platform/config";
import { seoulDayOf } from "@/platform/time/seoul";

/** The anonymous visitor id: set by the page-view beacon's answer, never by a page (pages stay the same for everyone). */
export const VISITOR_COOKIE = "ap_vid";
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;
const ONE_YEAR_S = 365 * 86_400;

/**
 * The visitor's id from the cookie, or one to set (`fresh`): a keyed hash of address, browser and Seoul day, so
 * requests that never keep the cookie are one visitor a day per address and browser, not one per request.
 */
export function visitorIdFrom(
  cookieValue: string | undefined,
  { ip, userAgent, now = new Date() }: { ip: string; userAgent: string; now?: Date },
): { id: string; fresh: boolean } {
  if (cookieValue && VISITOR_ID.test(cookieValue)) return { id: cookieValue, fresh: false };
  const key = getConfig().NEXTAUTH_SECRET ?? "visitor";
  const id = createHmac("sha256", key)
    .update(`${ip}|${userAgent}|${seoulDayOf(now)}`)
    .digest("base64url")
    .slice(0, 22);
  return { id, fresh: true };
}

export function visitorCookieHeader(id: string): string {
  return `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${usesSecureCookies() ? "; Secure" : ""}`;
}
