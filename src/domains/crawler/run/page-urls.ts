/** A page URL in the form offers and unmatched pages are compared by: no fragment, normalised by URL. */
export function normalizePageUrl(url: string, base?: string): string | null {
  try {
    const parsed = new URL(url, base);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    parsed.hash = "";
    return parsed.href;
  } catch {
    return null;
  }
}
