/** Paths never counted: the back-office, APIs and Next's own files (the beacon only sends page paths, but the client is not trusted). */
const UNTRACKED = /^\/(?:admin|api|_next)(?:\/|$)/;
const PRODUCT_PAGE = /^\/products\/(\d{1,9})\/?$/;
export const MAX_TRACKED_PATH_LENGTH = 300;

/**
 * The page a beacon reports, as counted: the pathname only (no query, no fragment), and the product
 * id when it is a product page. Null for what is not a public page.
 */
export function parseTrackedPath(raw: string): { path: string; productId: number | null } | null {
  if (!raw.startsWith("/") || raw.startsWith("//")) return null;
  let path: string;
  try {
    path = decodeURI(new URL(raw, "http://x").pathname);
  } catch {
    return null;
  }
  if (path.length > MAX_TRACKED_PATH_LENGTH || UNTRACKED.test(path)) return null;
  const product = PRODUCT_PAGE.exec(path);
  return { path, productId: product ? Number(product[1]) : null };
}

/** The referring page as origin + path (no query: it may carry someone's search or token). */
export function cleanReferrer(raw: string | undefined): string | null {
  if (!raw || !URL.canParse(raw)) return null;
  const url = new URL(raw);
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return `${url.origin}${url.pathname}`.slice(0, 500);
}
