/**
 * Where to go after signing in: the given URL when it is on this site (same origin, compared after
 * parsing the way browsers parse, so `//evil.example` and `/\evil.example` are caught), else home.
 */
export function safeRedirectUrl({ url, baseUrl }: { url: string | null | undefined; baseUrl: string }): string {
  const base = new URL(baseUrl);
  if (!url) return base.origin;
  try {
    const target = new URL(url, base);
    if (target.origin === base.origin) return target.href;
  } catch {
    // Not a URL at all: fall through to home.
  }
  return base.origin;
}

/** The same rule for client-side navigation: a same-origin path (with query and hash), else "/". */
export function safeCallbackPath({ url, origin }: { url: string | null | undefined; origin: string }): string {
  const target = new URL(safeRedirectUrl({ url, baseUrl: origin }));
  return `${target.pathname}${target.search}${target.hash}`;
}
