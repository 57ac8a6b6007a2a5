import type { IncomingMessage, ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
import { NONCE_HEADER } from "@/platform/http/security-headers";
import { logger } from "@/platform/logger";
import { cutNonce, fillNonce, type NonceTemplate } from "./nonce-template";
import { tagsOfPage } from "./page-tags";
import { pageCacheLookups } from "@/platform/metrics/series";

/** A kept page: its bytes without the render's CSP nonce (each hit sends the nonce of its own CSP header). */
export type CachedPage = NonceTemplate & {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  tags: string[];
  /** When its render started: a page rendered before an invalidation of one of its tags is never served. */
  renderedAt: number;
  expiresAt: number;
};

/** Where every web process finds the pages any of them rendered (Redis), so a new process starts warm. */
export type SharedPageStore = {
  get: (key: string) => Promise<CachedPage | null>;
  set: (key: string, page: CachedPage) => Promise<void>;
  drop: (tags: readonly string[]) => Promise<void>;
  /** Shortens the life of every page carrying one of `tags` to at most `withinMs`. */
  expire: (tags: readonly string[], withinMs: number) => Promise<void>;
  close: () => Promise<void>;
};

/** What the cache needs of a request; see `classifyPageRequest`. */
export type PageRequest = { key: string; url: string; ttlSeconds: number };

/** Every entry carries this tag: dropping it empties the cache (site settings shown on every page). */
export const EVERY_PAGE = "*";
/** Memory kept for pages per process (oldest dropped first): ~7,000 gzip listings or ~1,400 uncompressed ones. */
const MAX_BYTES = 128 * 1024 * 1024;
/** The longest a request waits on another request's render of its page before rendering it itself. */
const RENDER_TIMEOUT_MS = 10_000;

type Render = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * HTML pages kept in memory (and, with a shared store, in Redis) in front of Next, dropped by tag when
 * what they show changes. Concurrent misses of one key wait for one render, at most `renderTimeoutMs`: a
 * render that fails, loses its client or stalls releases its waiters, who render themselves. A response
 * that sets a cookie, is not a complete 200 HTML page, or was rendered before an invalidation of one of
 * its tags is not kept.
 */
export function createPageCache({
  shared,
  renderTimeoutMs = RENDER_TIMEOUT_MS,
}: { shared?: SharedPageStore; renderTimeoutMs?: number } = {}) {
  const entries = new Map<string, CachedPage>();
  let bytes = 0;
  const keysByTag = new Map<string, Set<string>>();
  const invalidatedAt = new Map<string, number>();
  const renders = new Map<string, Promise<CachedPage | null>>();
  // While Redis is away every miss and store would log: one line per 10 s says it.
  let quietUntil = 0;
  const warn = (err: unknown, message: string) => {
    if (Date.now() < quietUntil) return;
    quietUntil = Date.now() + 10_000;
    logger.warn({ err }, message);
  };

  const isCurrent = (page: CachedPage, now: number) =>
    page.expiresAt > now && page.tags.every((tag) => (invalidatedAt.get(tag) ?? 0) < page.renderedAt);

  function remember(key: string, page: CachedPage): void {
    forget(key);
    while (entries.size && bytes + page.body.length > MAX_BYTES) forget(entries.keys().next().value!);
    entries.set(key, page);
    bytes += page.body.length;
    for (const tag of page.tags) keysByTag.set(tag, (keysByTag.get(tag) ?? new Set()).add(key));
  }

  function forget(key: string): void {
    const page = entries.get(key);
    if (!page) return;
    entries.delete(key);
    bytes -= page.body.length;
    for (const tag of page.tags) keysByTag.get(tag)?.delete(key);
  }

  /** The current page for `key`: memory, else the shared store, else (while another request renders it) that render's result. */
  async function lookup(key: string): Promise<CachedPage | null> {
    const now = Date.now();
    const local = entries.get(key);
    if (local && isCurrent(local, now)) return local;
    if (local) forget(key);
    const pending = renders.get(key);
    if (pending) return pending;
    if (!shared) return null;
    const stored = await shared.get(key).catch((err: unknown) => (warn(err, "shared page cache unavailable"), null));
    if (!stored || !isCurrent(stored, Date.now())) return null;
    remember(key, stored);
    return stored;
  }

  /** Answers `req` from the cache when it holds the page (`request` null: never cached); else renders it, keeping it when cacheable. */
  async function serve(req: IncomingMessage, res: ServerResponse, request: PageRequest | null, render: Render): Promise<void> {
    const waiting = request !== null && renders.has(request.key) && !entries.has(request.key);
    const page = request && (await lookup(request.key));
    if (request) pageCacheLookups.inc({ outcome: page ? (waiting ? "wait" : "hit") : "miss" });
    if (page) return send(req, res, page);
    if (request) record(req, res, request);
    await render(req, res);
  }

  /** The page with this response's nonce (stamped on the request with the CSP header already on `res`). */
  function send(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
    const body = fillNonce(page, String(req.headers[NONCE_HEADER] ?? ""));
    res.writeHead(page.status, { ...page.headers, "content-length": body.length, "x-page-cache": "HIT" });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * Copies what Next writes for `req`; keeps it when the finished response is a cacheable 200 HTML page. Its
   * waiters are released when it ends, when its client leaves first, or after `renderTimeoutMs`, whichever is first.
   */
  function record(req: IncomingMessage, res: ServerResponse, { key, url, ttlSeconds }: PageRequest): void {
    if (req.method !== "GET") return;
    const renderedAt = Date.now();
    let settle!: (page: CachedPage | null) => void;
    const done = new Promise<CachedPage | null>((resolve) => (settle = resolve));
    // A waiter released from a failed render renders too: the first of them is the one later requests wait on.
    if (!renders.has(key)) renders.set(key, done);
    const finish = (page: CachedPage | null) => {
      clearTimeout(timeout);
      if (renders.get(key) === done) renders.delete(key);
      settle(page);
    };
    const timeout = setTimeout(() => finish(null), renderTimeoutMs);
    timeout.unref();
    let left = false;
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown) => {
      if (chunk && typeof chunk !== "function") chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => (keep(chunk), write(chunk, ...rest))) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk);
      try {
        const nonce = req.headers[NONCE_HEADER] as string | undefined;
        if (!left) finish(store({ key, url, ttlSeconds }, res, { body: Buffer.concat(chunks), nonce, renderedAt }));
      } catch (err) {
        warn(err, "page not kept");
        finish(null);
      }
      return end(chunk, ...rest);
    }) as typeof res.end;
    res.once("close", () => {
      left = !res.writableEnded;
      finish(null);
    });
  }

  function store(
    { key, url, ttlSeconds }: PageRequest,
    res: ServerResponse,
    { body, nonce, renderedAt }: { body: Buffer; nonce: string | undefined; renderedAt: number },
  ): CachedPage | null {
    const { "content-security-policy": _policy, "content-length": _length, ...headers } = res.getHeaders();
    const html = String(headers["content-type"] ?? "").startsWith("text/html");
    const encoding = String(headers["content-encoding"] ?? "");
    if (res.statusCode !== 200 || headers["set-cookie"] || !html || (encoding !== "" && encoding !== "gzip")) return null;
    const text = encoding === "gzip" ? gunzipSync(body).toString("utf8") : body.toString("utf8");
    const page: CachedPage = {
      status: 200,
      headers,
      ...cutNonce(text, nonce, encoding === "gzip"),
      tags: [EVERY_PAGE, ...tagsOfPage(url, text)],
      renderedAt,
      expiresAt: Date.now() + ttlSeconds * 1000,
    };
    if (!isCurrent(page, Date.now())) return null;
    remember(key, page);
    void shared?.set(key, page).catch((err: unknown) => warn(err, "page not stored in the shared page cache"));
    return page;
  }

  /**
   * Drops every page carrying one of `tags`, here and in the shared store (every process does, as events reach it: a worker
   * that changes prices has no page cache). Until then, a shared copy rendered earlier is refused by its render time.
   */
  async function invalidate(tags: readonly string[]): Promise<void> {
    const now = Date.now();
    for (const tag of tags) {
      invalidatedAt.set(tag, now);
      for (const key of keysByTag.get(tag) ?? []) forget(key);
    }
    await shared?.drop(tags).catch((err: unknown) => warn(err, "shared page cache not invalidated"));
  }

  /**
   * Lets every page carrying one of `tags` live at most `withinMs` more, each a random part of it: pages that may
   * change but need not at once (price-ordered lists) refresh one by one instead of all re-rendering together.
   */
  async function expireSoon(tags: readonly string[], withinMs: number): Promise<void> {
    const now = Date.now();
    for (const tag of tags)
      for (const key of keysByTag.get(tag) ?? []) {
        const page = entries.get(key)!;
        page.expiresAt = Math.min(page.expiresAt, now + withinMs * (0.2 + 0.8 * Math.random()));
      }
    await shared?.expire(tags, withinMs).catch((err: unknown) => warn(err, "shared page cache not expired"));
  }

  return { lookup, serve, invalidate, expireSoon, close: async () => shared?.close() };
}

export type PageCache = ReturnType<typeof createPageCache>;
