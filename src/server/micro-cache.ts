import type { IncomingMessage, ServerResponse } from "node:http";

type Entry = { status: number; headers: Record<string, string | string[] | number | undefined>; body: Buffer; expiresAt: number };

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?next-auth\.session-token/;
const NEVER_CACHED = /^\/(?:api|_next|admin|auth|go|socket\.io)(?:\/|$)/;
const MAX_ENTRIES = 2_000;

/**
 * A few seconds of shared cache for anonymous HTML pages, in front of Next: like an nginx
 * micro-cache. Anything personal (a session cookie), any RSC/action request and any response
 * that sets a cookie bypasses it.
 */
export function createMicroCache(ttlSeconds: number) {
  const entries = new Map<string, Entry>();

  function keyFor(req: IncomingMessage): string | null {
    if (ttlSeconds <= 0 || (req.method !== "GET" && req.method !== "HEAD")) return null;
    const url = req.url ?? "/";
    if (
      NEVER_CACHED.test(url) ||
      req.headers.rsc ||
      req.headers["next-action"] ||
      req.headers["next-router-prefetch"] ||
      req.headers["next-router-segment-prefetch"]
    )
      return null;
    const cookie = req.headers.cookie ?? "";
    if (SESSION_COOKIE.test(cookie)) return null;
    const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    const adult = /(?:^|;\s*)adult_ok=1/.test(cookie);
    return `${gzip ? "gz" : "id"}|${adult ? "a" : "-"}|${url}`;
  }

  function serve(req: IncomingMessage, res: ServerResponse, key: string): boolean {
    const entry = entries.get(key);
    if (!entry) return false;
    if (entry.expiresAt < Date.now()) {
      entries.delete(key);
      return false;
    }
    res.writeHead(entry.status, { ...entry.headers, "x-micro-cache": "HIT" });
    res.end(req.method === "HEAD" ? undefined : entry.body);
    return true;
  }

  /** Copies what Next writes; stores it when the finished response is a cacheable 200 HTML page. */
  function record(req: IncomingMessage, res: ServerResponse, key: string): void {
    if (req.method !== "GET") return;
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown) => {
      if (chunk && typeof chunk !== "function") chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => (keep(chunk), write(chunk, ...rest))) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk);
      const headers = res.getHeaders();
      const cacheable = res.statusCode === 200 && !headers["set-cookie"] && String(headers["content-type"] ?? "").startsWith("text/html");
      if (cacheable) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, { status: 200, headers: { ...headers }, body: Buffer.concat(chunks), expiresAt: Date.now() + ttlSeconds * 1000 });
      }
      return end(chunk, ...rest);
    }) as typeof res.end;
  }

  return { keyFor, serve, record, clear: () => entries.clear() };
}
