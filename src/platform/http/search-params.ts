/** A page's query parameters as Next hands them over (awaited `searchParams`). */
export type SearchParams = Record<string, string | string[] | undefined>;

/** A page's props with its query parameters. */
export type PageSearchParams = { searchParams: Promise<SearchParams> };

/** The first value of a query parameter (`?q=a&q=b` → `a`), or undefined. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

type QueryValue = string | number | boolean | null | undefined;

/**
 * A URL query string (`?a=1&b=2`, or "" when empty); array values repeat the key. Null, undefined,
 * false and "" are left out, so callers drop defaults by passing undefined.
 */
export function toQueryString(params: Record<string, QueryValue | readonly QueryValue[]>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== null && item !== undefined && item !== false && item !== "") query.append(key, String(item));
  const text = query.toString();
  return text ? `?${text}` : "";
}
