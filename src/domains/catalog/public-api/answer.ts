import "server-only";
import { createHash } from "node:crypto";

/** What the route answers with: JSON, or CSV for a spreadsheet (UTF-8 with a BOM: Excel then reads Hangul right). */
export type ApiFormat = "json" | "csv";

/** `format=` wins; else `Accept: text/csv` asks for CSV; else JSON. */
export function chosenFormat(format: ApiFormat | undefined, accept: string | null): ApiFormat {
  return format ?? (accept && /\btext\/csv\b/i.test(accept) ? "csv" : "json");
}

const CSV_NEEDS_QUOTES = /[",\r\n]/;
const csvCell = (value: string | number | boolean | null | undefined) => {
  const text = value === null || value === undefined ? "" : String(value);
  // A cell starting like a formula is text, not a formula, when the file is opened (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === "string" ? `'${text}` : text;
  return CSV_NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** RFC 4180 CSV with a header row, CRLF line ends and a UTF-8 BOM. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

const etagMatches = (header: string | null, etag: string) =>
  header !== null && header.split(",").some((tag) => ["*", etag].includes(tag.trim().replace(/^W\//, "")));

/**
 * The answer with a strong ETag made from its bytes (so any change of a price, a shop or a name is a new tag) and
 * `no-cache`: a cache may keep it but asks each time, and a 304 costs no body. `shared`: whether a shared cache may
 * keep it (not when it depends on who asks: 본인인증 under ADULT_VERIFICATION=identity).
 */
export function cachedAnswer({
  body,
  format,
  filename,
  ifNoneMatch,
  shared,
  headers = {},
}: {
  body: unknown;
  format: ApiFormat;
  filename: string;
  ifNoneMatch: string | null;
  shared: boolean;
  headers?: Record<string, string>;
}): Response {
  const text = format === "csv" ? (body as string) : JSON.stringify(body);
  const etag = `"${createHash("sha256").update(format).update(text).digest("base64url").slice(0, 27)}"`;
  const common = {
    ...headers,
    etag,
    "cache-control": `${shared ? "public" : "private"}, no-cache`,
    vary: shared ? "Accept" : "Accept, Authorization, X-Api-Key",
    // Read from any site's page (a blog's widget): the data is public, and no cookie is ever read.
    "access-control-allow-origin": "*",
    "access-control-expose-headers": "ETag, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After",
  };
  if (etagMatches(ifNoneMatch, etag)) return new Response(null, { status: 304, headers: common });
  const typed: Record<string, string> =
    format === "csv"
      ? { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${filename}.csv"` }
      : { "content-type": "application/json; charset=utf-8" };
  return new Response(text, { headers: { ...common, ...typed } });
}

/** The answer to a browser's CORS preflight (a page elsewhere sending its key in a header): GET from anywhere, no cookies. */
export function preflightAnswer(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      "access-control-allow-origin": "*",
      "access-control-allow-methods": "GET, OPTIONS",
      "access-control-allow-headers": "Authorization, X-Api-Key, If-None-Match, Accept",
      "access-control-max-age": "86400",
    },
  });
}
