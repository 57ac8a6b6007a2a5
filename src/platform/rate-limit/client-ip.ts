type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

/**
 * The client address for rate limits. Next sets x-forwarded-for to the socket address when no proxy
 * did; behind a proxy the rightmost entry is the one the nearest proxy appended (a client can only
 * forge entries to its left).
 */
export function clientIpFrom(headers: HeaderSource): string {
  const forwarded = header(headers, "x-forwarded-for");
  const last = forwarded
    ?.split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return last ?? header(headers, "x-real-ip")?.trim() ?? "unknown";
}
