import type { IncomingMessage } from "node:http";
import type { PageRequest } from "./page-cache";

/** What the catalogue shows a signed-in member that it would not show a visitor: only the 19+ notice, for adults. */
export type MemberView = (cookieHeader: string) => Promise<{ adult: boolean } | null>;

/**
 * How the catalogue's adult copy is told apart: `notice` trusts the visitor's click cookie and hands Next `adult_ok=1`;
 * `identity` trusts only a member's 본인인증 (asked of `memberView`) and hands Next the process's own adult pass.
 */
export type AdultFlag = { trustsVisitorCookie: boolean; adultCookieForNext: string };
export const NOTICE_ADULT_FLAG: AdultFlag = { trustsVisitorCookie: true, adultCookieForNext: "adult_ok=1" };

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?next-auth\.session-token(?:\.\d+)?=/;
const ADULT_COOKIE = /(?:^|;\s*)adult_ok=1(?:;|$)/;
const NEVER_CACHED = /^\/(?:api|_next|admin|auth|go|socket\.io)(?:[/?]|$)/;
/** Catalogue pages: the same HTML for everyone (one cached copy serves visitors and members); members' parts load on the client. */
const CATALOGUE = /^\/(?:mouth-inhalation|lung-inhalation|deals|products\/\d+|shops\/[a-z0-9-]+(?:\/offers)?)?(?:\?|$)/;

/**
 * Which cache entry answers `req`, or null when it must render: catalogue pages are shared by visitors
 * and members (Next renders them as a visitor: the cookie header is cut down to the adult flag), other
 * pages are cached for visitors only. RSC, action and prefetch requests always render.
 */
export async function classifyPageRequest(
  req: IncomingMessage,
  {
    catalogueSeconds,
    anonymousSeconds,
    memberView,
    adultFlag,
  }: { catalogueSeconds: number; anonymousSeconds: number; memberView: MemberView; adultFlag: AdultFlag },
): Promise<PageRequest | null> {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url ?? "/";
  const h = req.headers;
  if (NEVER_CACHED.test(url) || h.rsc || h["next-action"] || h["next-router-prefetch"] || h["next-router-segment-prefetch"]) return null;
  const cookie = h.cookie ?? "";
  const member = SESSION_COOKIE.test(cookie);
  const gzip = /\bgzip\b/.test(String(h["accept-encoding"] ?? ""));
  if (CATALOGUE.test(url) && catalogueSeconds > 0) {
    const adult = (adultFlag.trustsVisitorCookie && ADULT_COOKIE.test(cookie)) || (member && (await memberView(cookie))?.adult === true);
    if (adult) h.cookie = adultFlag.adultCookieForNext;
    else delete h.cookie;
    return { key: `${gzip ? "gz" : "id"}|${adult ? "a" : "-"}|${normalisedUrl(url)}`, url, ttlSeconds: catalogueSeconds };
  }
  if (member || anonymousSeconds <= 0) return null;
  const adultVisitor = adultFlag.trustsVisitorCookie && ADULT_COOKIE.test(cookie);
  return { key: `${gzip ? "gz" : "id"}|${adultVisitor ? "a" : "-"}|${normalisedUrl(url)}`, url, ttlSeconds: anonymousSeconds };
}

/**
 * The URL with its parameters sorted by name (values of one name keep their order) and encoded one way:
 * `?a=1&b=2` and `?b=2&a=1` are one page, as Next reads them alike.
 */
function normalisedUrl(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  params.sort();
  const query = params.toString();
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}
