/**
 * The path (and query) of the page a click came from, only when the Referer is this same site;
 * other sites' URLs are never stored.
 */
export function sameOriginReferrerPath(referer: string | null, host: string | null): string | null {
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    if (url.host !== host) return null;
    return `${url.pathname}${url.search}`.slice(0, 500);
  } catch {
    return null;
  }
}
