import { createServer, type IncomingMessage, type Server } from "node:http";
import { gzipSync } from "node:zlib";
import { createNonce, NONCE_HEADER } from "@/platform/http/security-headers";
import { afterEach, describe, expect, it } from "vitest";
import { publishDomainEvents } from "@/platform/events/event-bus";
import { createPageCache, type SharedPageStore } from "./page-cache";
import { invalidatePagesOnEvents } from "./page-cache-invalidation";
import { classifyPageRequest, NOTICE_ADULT_FLAG, type AdultFlag, type MemberView } from "./page-request";

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const MEMBER = "next-auth.session-token=member";
/** A member's session (an adult unless the cookie says `minor`), as the accounts check would answer. */
const memberView: MemberView = async (cookie) =>
  cookie.includes("next-auth.session-token=") ? { adult: !cookie.includes("minor") } : null;

/**
 * A server behind the page cache as server.ts wires it, whose "Next" counts renders, echoes the cookies it was
 * given and links the products named in `?links=`; `/cookie` sets a cookie, `/json` answers JSON. Each request gets a
 * fresh CSP nonce, as the request pipeline stamps it; `?script=1` pages carry it on a script (gzip with `&zip=1`).
 */
const IDENTITY: AdultFlag = { trustsVisitorCookie: false, adultCookieForNext: "adult_pass=process-secret" };

async function start({
  shared,
  catalogueSeconds = 60,
  adultFlag = NOTICE_ADULT_FLAG,
}: { shared?: SharedPageStore; catalogueSeconds?: number; adultFlag?: AdultFlag } = {}) {
  const cache = createPageCache({ shared });
  cleanups.push(invalidatePagesOnEvents(cache));
  let renders = 0;
  const render = async (req: IncomingMessage, res: import("node:http").ServerResponse) => {
    renders += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const links = new URL(req.url!, "http://x").searchParams.get("links")?.split(",") ?? [];
    if (req.url === "/cookie") res.setHeader("set-cookie", "a=1");
    res.setHeader("content-type", req.url === "/json" ? "application/json" : "text/html; charset=utf-8");
    if (req.url!.includes("script=1")) {
      const html = `<script nonce="${req.headers[NONCE_HEADER]}">render(${renders})</script>`.repeat(3);
      if (req.url!.includes("zip=1")) res.setHeader("content-encoding", "gzip");
      return void res.end(req.url!.includes("zip=1") ? gzipSync(html) : html);
    }
    res.write(`<p>render ${renders} cookie=${req.headers.cookie ?? ""}`);
    res.end(`${links.map((id) => `<a href="/products/${id}">`).join("")}</p>`);
  };
  const server: Server = createServer(async (req, res) => {
    const nonce = createNonce();
    req.headers[NONCE_HEADER] = nonce;
    res.setHeader("content-security-policy", `script-src 'nonce-${nonce}'`);
    const page = await classifyPageRequest(req, { catalogueSeconds, anonymousSeconds: 10, memberView, adultFlag });
    await cache.serve(req, res, page, render);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  const { port } = server.address() as { port: number };
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${path}`, { headers }).then((r) => r.text());
  const getWithHeaders = (path: string) =>
    fetch(`http://127.0.0.1:${port}${path}`).then(async (r) => ({ headers: r.headers, body: await r.text() }));
  return { get, getWithHeaders, cache, renders: () => renders };
}

const priceDropped = (productId: number) =>
  publishDomainEvents([{ type: "price_dropped", productId, oldLowestPrice: 20_000, newLowestPrice: 15_000 }]);

describe("page cache", () => {
  it("serves a signed-in member the very catalogue page a visitor gets, rendered once, without their session", async () => {
    const app = await start();
    const visitor = await app.get("/products/1", { cookie: "adult_ok=1; _ga=x" });
    expect(visitor).toBe("<p>render 1 cookie=adult_ok=1</p>");
    expect(await app.get("/products/1", { cookie: MEMBER })).toBe(visitor);
    expect(await app.get("/mouth-inhalation?page=2", { cookie: MEMBER })).toBe("<p>render 2 cookie=adult_ok=1</p>");
    expect(await app.get("/mouth-inhalation?page=2", { cookie: "adult_ok=1" })).toBe("<p>render 2 cookie=adult_ok=1</p>");
  });

  it("keeps the 19+ notice for visitors who did not confirm and members who are not adults", async () => {
    const app = await start();
    expect(await app.get("/products/1")).toBe("<p>render 1 cookie=</p>");
    expect(await app.get("/products/1", { cookie: `${MEMBER}-minor` })).toBe("<p>render 1 cookie=</p>");
    expect(await app.get("/products/1", { cookie: "adult_ok=1" })).toBe("<p>render 2 cookie=adult_ok=1</p>");
  });

  it("with ADULT_VERIFICATION=identity, trusts no visitor's cookie: only a verified member gets the adult copy, through the server's own pass", async () => {
    const app = await start({ adultFlag: IDENTITY });
    expect(await app.get("/products/1", { cookie: "adult_ok=1" })).toBe("<p>render 1 cookie=</p>");
    expect(await app.get("/products/1", { cookie: "adult_pass=process-secret" })).toBe("<p>render 1 cookie=</p>");
    expect(await app.get("/products/1", { cookie: `${MEMBER}-minor` })).toBe("<p>render 1 cookie=</p>");
    expect(await app.get("/products/1", { cookie: MEMBER })).toBe("<p>render 2 cookie=adult_pass=process-secret</p>");
    // Pages cached for visitors only: a forged click cookie gets the visitors' copy, not an adult one.
    expect(await app.get("/search?q=x", { cookie: "adult_ok=1" })).toBe("<p>render 3 cookie=adult_ok=1</p>");
    expect(await app.get("/search?q=x")).toBe("<p>render 3 cookie=adult_ok=1</p>");
  });

  it("renders member pages for the member, and never keeps RSC requests, APIs, JSON or responses that set cookies", async () => {
    const app = await start();
    expect(await app.get("/wishlist", { cookie: MEMBER })).toBe(`<p>render 1 cookie=${MEMBER}</p>`);
    expect(await app.get("/wishlist", { cookie: MEMBER })).toBe(`<p>render 2 cookie=${MEMBER}</p>`);
    for (const [path, headers] of [
      ["/products/1", { rsc: "1" }],
      ["/api/x", {}],
      ["/json", {}],
      ["/cookie", {}],
    ] as const) {
      await app.get(path, headers);
      await app.get(path, headers);
    }
    expect(app.renders()).toBe(10);
  });

  it("caches other pages for visitors only, and nothing when both lifetimes are 0", async () => {
    const app = await start();
    expect(await app.get("/search?q=a")).toBe("<p>render 1 cookie=</p>");
    expect(await app.get("/search?q=a")).toBe("<p>render 1 cookie=</p>");
    const off = await start({ catalogueSeconds: 0 });
    await off.get("/products/1", { cookie: MEMBER });
    await off.get("/products/1", { cookie: MEMBER });
    expect(off.renders()).toBe(2);
  });

  it("gives every response its own CSP nonce, the header's, in every place the page had one (plain and gzip)", async () => {
    const app = await start();
    for (const path of ["/products/4?script=1", "/products/4?script=1&zip=1"]) {
      const answers = [await app.getWithHeaders(path), await app.getWithHeaders(path), await app.getWithHeaders(path)];
      expect(answers.map((a) => a.headers.get("x-page-cache"))).toEqual([null, "HIT", "HIT"]);
      const nonces = answers.map((a) => a.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1]!);
      expect(new Set(nonces).size).toBe(3);
      answers.forEach((a, i) =>
        expect(a.body).toBe(`<script nonce="${nonces[i]}">render(${path.includes("zip") ? 2 : 1})</script>`.repeat(3)),
      );
    }
    expect(app.renders()).toBe(2);
  });

  it("renders a page once for concurrent requests", async () => {
    const app = await start();
    const pages = await Promise.all(Array.from({ length: 8 }, () => app.get("/lung-inhalation", { cookie: "adult_ok=1" })));
    expect(new Set(pages).size).toBe(1);
    expect(app.renders()).toBe(1);
  });

  it("drops the product's page and every page linking to it on its price event, and keeps the rest", async () => {
    const app = await start();
    const adult = { cookie: "adult_ok=1" };
    await app.get("/products/5", adult);
    await app.get("/products/6", adult);
    await app.get("/mouth-inhalation?links=4,5", adult);
    await app.get("/mouth-inhalation?links=6", adult);
    expect(app.renders()).toBe(4);
    await priceDropped(5);
    expect(await app.get("/products/5", adult)).toBe("<p>render 5 cookie=adult_ok=1</p>");
    expect(await app.get("/mouth-inhalation?links=4,5", adult)).toContain("render 6");
    expect(await app.get("/products/6", adult)).toContain("render 2");
    expect(await app.get("/mouth-inhalation?links=6", adult)).toContain("render 4");
  });

  it("lets price-ordered lists refresh within 10 s of a price event, and drops everything when site settings change", async () => {
    const app = await start();
    const adult = { cookie: "adult_ok=1" };
    await app.get("/mouth-inhalation?sort=price", adult);
    const before = await app.cache.lookup("gz|a|/mouth-inhalation?sort=price");
    expect(before!.expiresAt).toBeGreaterThan(Date.now() + 50_000);
    await priceDropped(99);
    const after = await app.cache.lookup("gz|a|/mouth-inhalation?sort=price");
    expect(after!.expiresAt).toBeLessThanOrEqual(Date.now() + 10_000);
    await publishDomainEvents([{ type: "site_settings_changed" }]);
    expect(await app.cache.lookup("gz|a|/mouth-inhalation?sort=price")).toBeNull();
  });

  it("keeps serving from memory while the shared store (Redis) is down", async () => {
    const down = () => Promise.reject(new Error("Connection is closed."));
    const app = await start({ shared: { get: down, set: down, drop: down, expire: down, close: async () => {} } });
    expect(await app.get("/products/3", { cookie: "adult_ok=1" })).toBe("<p>render 1 cookie=adult_ok=1</p>");
    expect(await app.get("/products/3", { cookie: MEMBER })).toBe("<p>render 1 cookie=adult_ok=1</p>");
    await priceDropped(3);
    expect(await app.get("/products/3", { cookie: MEMBER })).toBe("<p>render 2 cookie=adult_ok=1</p>");
  });

  it("drops the pages an admin edit touched: the product's pages, or everything for a maker's rename", async () => {
    const app = await start();
    const adult = { cookie: "adult_ok=1" };
    await app.get("/products/8", adult);
    await app.get("/lung-inhalation?links=8", adult);
    await app.get("/lung-inhalation?links=9", adult);
    await publishDomainEvents([{ type: "catalog_changed", productIds: [8] }]);
    expect(await app.get("/products/8", adult)).toContain("render 4");
    expect(await app.get("/lung-inhalation?links=8", adult)).toContain("render 5");
    expect(await app.get("/lung-inhalation?links=9", adult)).toContain("render 3");
    await publishDomainEvents([{ type: "catalog_changed", productIds: [] }]);
    expect(await app.get("/lung-inhalation?links=9", adult)).toContain("render 6");
  });
});
