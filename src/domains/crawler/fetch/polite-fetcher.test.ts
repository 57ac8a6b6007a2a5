import dns from "node:dns";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { LookupFunction } from "node:net";
import zlib from "node:zlib";
import iconv from "iconv-lite";
import { afterEach, describe, expect, it } from "vitest";
import { createPoliteFetcher, type PoliteFetcher, type PoliteFetcherOptions } from "@/domains/crawler/fetch";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
type TestServer = { host: string; url: (path: string) => string; hits: string[]; userAgents: string[]; close: () => Promise<void> };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function startServer(routes: Record<string, Handler>): Promise<TestServer> {
  const hits: string[] = [];
  const userAgents: string[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    hits.push(path);
    userAgents.push(request.headers["user-agent"] ?? "");
    const handler = routes[path] ?? (path === "/robots.txt" ? notFound : undefined);
    if (handler) handler(request, response);
    else notFound(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  cleanups.push(close);
  return { host: `127.0.0.1:${port}`, url: (path) => `http://127.0.0.1:${port}${path}`, hits, userAgents, close };
}

const notFound: Handler = (_request, response) => {
  response.writeHead(404, { "content-type": "text/plain" }).end("not found");
};
const html =
  (body: string, status = 200, headers: Record<string, string> = {}): Handler =>
  (_request, response) => {
    response.writeHead(status, { "content-type": "text/html; charset=utf-8", ...headers }).end(body);
  };
const text =
  (body: string, status = 200): Handler =>
  (_request, response) => {
    response.writeHead(status, { "content-type": "text/plain" }).end(body);
  };
const redirect =
  (location: string, status = 302): Handler =>
  (_request, response) => {
    response.writeHead(status, { location }).end();
  };
/** Responds with each handler in turn, repeating the last. */
const sequence = (...handlers: Handler[]): Handler => {
  let call = 0;
  return (request, response) => handlers[Math.min(call++, handlers.length - 1)]!(request, response);
};

const PAGE = "<html><head><title>몬스터 베리 솔트</title></head><body>12,900원</body></html>";

function fetcherFor(servers: TestServer[], options: PoliteFetcherOptions = {}): PoliteFetcher {
  const fetcher = createPoliteFetcher({
    baseUrl: "https://aeksangpick.test",
    allowHosts: servers.map((server) => server.host),
    hostDelayMs: 0,
    baseBackoffMs: 1,
    maxBackoffMs: 5,
    timeoutMs: 2_000,
    ...options,
  });
  cleanups.push(() => fetcher.close());
  return fetcher;
}

describe("createPoliteFetcher", () => {
  it("fetches a page with an identifiable User-Agent and decodes it", async () => {
    const shop = await startServer({ "/p/1": html(PAGE) });
    const result = await fetcherFor([shop]).fetchPage(shop.url("/p/1"));
    expect(result).toMatchObject({ ok: true, status: 200, finalUrl: shop.url("/p/1"), attempts: 1 });
    if (!result.ok) return;
    expect(result.html).toContain("몬스터 베리 솔트");
    expect(result.bytes).toBe(Buffer.byteLength(PAGE));
    expect(result.elapsedMs).toBeGreaterThanOrEqual(0);
    expect(shop.userAgents.at(-1)).toBe("AeksangPickBot/1.0 (+https://aeksangpick.test/bot)");
  });

  it("decodes EUC-KR using the Content-Type charset", async () => {
    const bytes = iconv.encode("<html><body>[액상샾 단독] 쿨 스피아민트 9,900원</body></html>", "cp949");
    const shop = await startServer({
      "/shop/shopdetail.html": (_request, response) => {
        response.writeHead(200, { "content-type": "text/html; charset=EUC-KR" }).end(bytes);
      },
    });
    const result = await fetcherFor([shop]).fetchPage(shop.url("/shop/shopdetail.html"));
    expect(result.ok && result.html).toContain("[액상샾 단독] 쿨 스피아민트");
  });

  it("decompresses gzip bodies", async () => {
    const shop = await startServer({
      "/gz": (_request, response) => {
        response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip" }).end(zlib.gzipSync(PAGE));
      },
    });
    const result = await fetcherFor([shop]).fetchPage(shop.url("/gz"));
    expect(result.ok && result.html).toBe(PAGE);
  });

  describe("robots.txt", () => {
    it("allows everything when robots.txt is missing (4xx) and caches it per origin", async () => {
      const shop = await startServer({ "/a": html(PAGE), "/b": html(PAGE) });
      const fetcher = fetcherFor([shop]);
      expect((await fetcher.fetchPage(shop.url("/a"))).ok).toBe(true);
      expect((await fetcher.fetchPage(shop.url("/b"))).ok).toBe(true);
      expect(shop.hits.filter((path) => path === "/robots.txt")).toHaveLength(1);
    });

    it("obeys Disallow rules for our token and never requests the page", async () => {
      const shop = await startServer({
        "/robots.txt": text("User-agent: *\nDisallow: /\n\nUser-agent: AeksangPickBot\nDisallow: /private/\nAllow: /\n"),
        "/public": html(PAGE),
        "/private/p": html(PAGE),
      });
      const fetcher = fetcherFor([shop]);
      expect((await fetcher.fetchPage(shop.url("/public"))).ok).toBe(true);
      const blocked = await fetcher.fetchPage(shop.url("/private/p"));
      expect(blocked).toMatchObject({ ok: false, code: "BLOCKED_BY_ROBOTS", attempts: 1 });
      if (!blocked.ok) expect(blocked.reason).toContain("robots.txt");
      expect(shop.hits).not.toContain("/private/p");
    });

    it("falls back to the * group for other bots' rules", async () => {
      const shop = await startServer({
        "/robots.txt": text("User-agent: Googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /goods/\n"),
        "/goods/1": html(PAGE),
      });
      expect(await fetcherFor([shop]).fetchPage(shop.url("/goods/1"))).toMatchObject({ ok: false, code: "BLOCKED_BY_ROBOTS" });
    });

    it("treats a 5xx robots.txt as disallow-all", async () => {
      const shop = await startServer({ "/robots.txt": text("oops", 503), "/p": html(PAGE) });
      expect(await fetcherFor([shop]).fetchPage(shop.url("/p"))).toMatchObject({ ok: false, code: "BLOCKED_BY_ROBOTS" });
      expect(shop.hits).not.toContain("/p");
    });

    it("treats an unreachable robots.txt as disallow-all", async () => {
      const shop = await startServer({
        "/robots.txt": (request) => request.socket.destroy(),
        "/p": html(PAGE),
      });
      expect(await fetcherFor([shop], { maxAttempts: 1 }).fetchPage(shop.url("/p"))).toMatchObject({
        ok: false,
        code: "BLOCKED_BY_ROBOTS",
      });
    });

    it("honours Crawl-delay between requests to the host", async () => {
      const times: number[] = [];
      const shop = await startServer({
        "/robots.txt": text("User-agent: *\nCrawl-delay: 0.15\n"),
        "/p": (request, response) => {
          times.push(Date.now());
          html(PAGE)(request, response);
        },
      });
      const fetcher = fetcherFor([shop]);
      await fetcher.fetchPage(shop.url("/p"));
      await fetcher.fetchPage(shop.url("/p"));
      expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(140);
    });
  });

  describe("politeness", () => {
    it("sends one request at a time per host with the configured delay", async () => {
      let active = 0;
      let maxActive = 0;
      const starts: number[] = [];
      const ends: number[] = [];
      const shop = await startServer({
        "/p": (request, response) => {
          active++;
          maxActive = Math.max(maxActive, active);
          starts.push(Date.now());
          setTimeout(() => {
            active--;
            ends.push(Date.now());
            html(PAGE)(request, response);
          }, 20);
        },
      });
      const fetcher = fetcherFor([shop], { hostDelayMs: 60 });
      const results = await Promise.all([1, 2, 3].map(() => fetcher.fetchPage(shop.url("/p"))));
      expect(results.every((result) => result.ok)).toBe(true);
      expect(maxActive).toBe(1);
      expect(starts[1]! - ends[0]!).toBeGreaterThanOrEqual(50);
      expect(starts[2]! - ends[1]!).toBeGreaterThanOrEqual(50);
    });
  });

  describe("retries", () => {
    it("retries 5xx and succeeds", async () => {
      const shop = await startServer({ "/p": sequence(html("down", 500), html("down", 503), html(PAGE)) });
      expect(await fetcherFor([shop]).fetchPage(shop.url("/p"))).toMatchObject({ ok: true, attempts: 3 });
    });

    it("gives up after maxAttempts with the last status", async () => {
      const shop = await startServer({ "/p": html("down", 502) });
      const result = await fetcherFor([shop], { maxAttempts: 2 }).fetchPage(shop.url("/p"));
      expect(result).toMatchObject({ ok: false, code: "HTTP_ERROR", status: 502, attempts: 2 });
      if (!result.ok) expect(result.reason).toContain("HTTP 502");
    });

    it("does not retry a 404", async () => {
      const shop = await startServer({ "/p": html("gone", 404) });
      expect(await fetcherFor([shop]).fetchPage(shop.url("/p"))).toMatchObject({ ok: false, code: "HTTP_ERROR", status: 404, attempts: 1 });
    });

    it("waits for Retry-After on 429", async () => {
      const times: number[] = [];
      const limited = sequence(html("slow down", 429, { "retry-after": "1" }), html(PAGE));
      const shop = await startServer({
        "/p": (request, response) => {
          times.push(Date.now());
          limited(request, response);
        },
      });
      const result = await fetcherFor([shop]).fetchPage(shop.url("/p"));
      expect(result).toMatchObject({ ok: true, attempts: 2 });
      expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950);
    });

    it("gives up at once when Retry-After exceeds the cap", async () => {
      const shop = await startServer({ "/p": html("slow down", 429, { "retry-after": "120" }) });
      const started = Date.now();
      const result = await fetcherFor([shop], { maxRetryAfterMs: 5_000 }).fetchPage(shop.url("/p"));
      expect(result).toMatchObject({ ok: false, code: "HTTP_ERROR", status: 429, attempts: 1 });
      if (!result.ok) expect(result.reason).toContain("Retry-After 120초");
      expect(Date.now() - started).toBeLessThan(1_000);
    });

    it("retries network errors and reports NETWORK", async () => {
      const shop = await startServer({ "/p": (request) => request.socket.destroy() });
      const result = await fetcherFor([shop]).fetchPage(shop.url("/p"));
      expect(result).toMatchObject({ ok: false, code: "NETWORK", attempts: 3 });
    });

    it("does not crawl a host whose robots.txt cannot be reached (connection refused)", async () => {
      const shop = await startServer({});
      await shop.close();
      const result = await fetcherFor([shop], { maxAttempts: 2 }).fetchPage(shop.url("/p"));
      expect(result).toMatchObject({ ok: false, code: "BLOCKED_BY_ROBOTS" });
    });
  });

  describe("limits", () => {
    it("times out a slow response", async () => {
      const shop = await startServer({ "/slow": (request, response) => setTimeout(() => html(PAGE)(request, response), 500) });
      const started = Date.now();
      const result = await fetcherFor([shop], { timeoutMs: 100, maxAttempts: 1 }).fetchPage(shop.url("/slow"));
      expect(result).toMatchObject({ ok: false, code: "TIMEOUT", attempts: 1 });
      expect(Date.now() - started).toBeLessThan(450);
    });

    it("times out a body that stalls after the headers", async () => {
      const shop = await startServer({
        "/stall": (_request, response) => {
          response.writeHead(200, { "content-type": "text/html" });
          response.write("<html><body>");
        },
      });
      const result = await fetcherFor([shop], { timeoutMs: 100, maxAttempts: 1 }).fetchPage(shop.url("/stall"));
      expect(result).toMatchObject({ ok: false, code: "TIMEOUT" });
    });

    it("refuses a declared oversized body", async () => {
      const shop = await startServer({
        "/big": (_request, response) => {
          response.writeHead(200, { "content-type": "text/html", "content-length": String(5 * 1024 * 1024) });
          response.write("x".repeat(1024));
        },
      });
      const result = await fetcherFor([shop], { maxAttempts: 1 }).fetchPage(shop.url("/big"));
      expect(result).toMatchObject({ ok: false, code: "TOO_LARGE", attempts: 1 });
      if (!result.ok) expect(result.reason).toContain("3MB");
    });

    it("aborts a streamed body past the cap", async () => {
      const shop = await startServer({
        "/stream": (_request, response) => {
          response.writeHead(200, { "content-type": "text/html" });
          const chunk = "x".repeat(16 * 1024);
          let sent = 0;
          const timer = setInterval(() => {
            if (response.destroyed || sent++ > 200) return (clearInterval(timer), response.end());
            response.write(chunk);
          }, 1);
        },
      });
      const result = await fetcherFor([shop], { maxBytes: 64 * 1024 }).fetchPage(shop.url("/stream"));
      expect(result).toMatchObject({ ok: false, code: "TOO_LARGE", attempts: 1 });
    });

    it("counts decompressed bytes, so a gzip bomb is caught", async () => {
      const bomb = zlib.gzipSync(Buffer.alloc(4 * 1024 * 1024));
      const shop = await startServer({
        "/bomb": (_request, response) => {
          response.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" }).end(bomb);
        },
      });
      expect(bomb.length).toBeLessThan(64 * 1024);
      expect(await fetcherFor([shop]).fetchPage(shop.url("/bomb"))).toMatchObject({ ok: false, code: "TOO_LARGE" });
    });
  });

  describe("redirects and SSRF", () => {
    it("follows redirects between allowed hosts and reports the final URL", async () => {
      const target = await startServer({ "/final": html(PAGE) });
      const shop = await startServer({ "/old": redirect("/mid", 301), "/mid": redirect(target.url("/final"), 308) });
      const result = await fetcherFor([shop, target]).fetchPage(shop.url("/old"));
      expect(result).toMatchObject({ ok: true, finalUrl: target.url("/final") });
    });

    it("refuses a redirect to a 127.0.0.1 port that is not allow-listed", async () => {
      const internal = await startServer({ "/admin": html("secret") });
      const shop = await startServer({ "/p": redirect(internal.url("/admin")) });
      const result = await fetcherFor([shop]).fetchPage(shop.url("/p"));
      expect(result).toMatchObject({ ok: false, code: "UNSAFE_URL", attempts: 1 });
      expect(internal.hits).toHaveLength(0);
    });

    it.each([
      ["file:///etc/passwd", "file:"],
      ["http://169.254.169.254/latest/meta-data/", "169.254.169.254"],
      ["http://[::1]/", "::1"],
      ["http://10.0.0.5/", "10.0.0.5"],
      ["gopher://127.0.0.1:6379/_FLUSHALL", "gopher:"],
    ])("refuses a redirect to %s", async (location, fragment) => {
      const shop = await startServer({ "/p": redirect(location) });
      const result = await fetcherFor([shop]).fetchPage(shop.url("/p"));
      expect(result).toMatchObject({ ok: false, code: "UNSAFE_URL" });
      if (!result.ok) expect(result.reason).toContain(fragment);
    });

    it("stops after too many redirects", async () => {
      const loop = await startServer({
        "/r0": redirect("/r1"),
        "/r1": redirect("/r2"),
        "/r2": redirect("/r3"),
        "/r3": redirect("/r4"),
        "/r4": redirect("/r5"),
        "/r5": redirect("/r6"),
        "/r6": html(PAGE),
      });
      const result = await fetcherFor([loop]).fetchPage(loop.url("/r0"));
      expect(result).toMatchObject({ ok: false, code: "TOO_MANY_REDIRECTS" });
      expect(loop.hits).not.toContain("/r6");
      const fine = await fetcherFor([loop]).fetchPage(loop.url("/r1"));
      expect(fine).toMatchObject({ ok: true });
    });

    it("refuses private URLs given directly", async () => {
      const fetcher = fetcherFor([]);
      for (const url of ["http://127.0.0.1:1/", "http://localhost/", "http://169.254.169.254/", "ftp://example.com/"]) {
        expect(await fetcher.fetchPage(url)).toMatchObject({ ok: false, code: "UNSAFE_URL", attempts: 1 });
      }
    });

    it("checks host names after DNS resolution, and lets allow-listed names through", async () => {
      const shop = await startServer({ "/p": html(PAGE) });
      const port = shop.host.split(":")[1];
      // Pretend public-looking names resolve to the loopback server.
      const lookup = ((_hostname: string, options: dns.LookupOptions, callback: Parameters<LookupFunction>[2]) =>
        dns.lookup("127.0.0.1", options, callback as never)) as unknown as LookupFunction;
      const guarded = fetcherFor([], { lookup });
      const refused = await guarded.fetchPage(`http://shop.example:${port}/p`);
      expect(refused).toMatchObject({ ok: false, code: "UNSAFE_URL" });
      if (!refused.ok) expect(refused.reason).toContain("127.0.0.1");
      expect(shop.hits).toHaveLength(0);

      const allowed = fetcherFor([], { lookup, allowHosts: [`demo-shop.example:${port}`] });
      expect(await allowed.fetchPage(`http://demo-shop.example:${port}/p`)).toMatchObject({ ok: true });
    });
  });
});
