import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "@/domains/accounts/demo-account-credentials";
import { listAppRoutes, pathOf } from "../support/app-routes";
import { startAppServer, type AppServer } from "../support/app-server";
import { fetchWithJar, signInOverHttp } from "../support/http-sign-in";
import { askWhenCached } from "./cached-page";
import { baseUrl, DESKTOP, demoDataDir, openBrowserPerFile } from "./pages";

// Attacks on the site, each against a running production server, with the defence that must stop it.

const browser = openBrowserPerFile();
let direct: AppServer;
let proxied: AppServer;

beforeAll(async () => {
  const from = demoDataDir();
  [direct, proxied] = await Promise.all([
    startAppServer({}, { from }),
    startAppServer({ TRUST_PROXY: "loopback" }, { from }),
    browser.start(),
  ]);
}, 240_000);
afterAll(async () => {
  await Promise.all([direct?.stop(), proxied?.stop(), browser.stop()]);
});

const unique = () => crypto.randomUUID().slice(0, 8);
const admin = () =>
  signInOverHttp({ baseUrl: baseUrl(), fields: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password } });

/** Wrong passwords against one account, each claiming a different client address. */
async function guessWithForgedAddresses(server: AppServer, tries: number): Promise<string[]> {
  const email = `victim-${unique()}@example.kr`;
  const errors: string[] = [];
  for (let i = 0; i < tries; i++) {
    const forged = {
      "x-forwarded-for": `198.51.100.${i + 1}`,
      "x-real-ip": `198.51.100.${i + 1}`,
      "x-aeksangpick-client-ip": `203.0.113.${i}`,
    };
    const csrf = await fetch(`${server.baseUrl}/api/auth/csrf`, { headers: forged });
    const cookie = csrf.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const answer = await fetch(`${server.baseUrl}/api/auth/callback/credentials`, {
      method: "POST",
      redirect: "manual",
      headers: { ...forged, cookie, origin: server.baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password: `wrong-${i}`, csrfToken, callbackUrl: "/", json: "true" }),
    });
    errors.push(new URL((await answer.json()).url).searchParams.get("error") ?? "none");
  }
  return errors;
}

describe("client address (TRUST_PROXY)", () => {
  it("a forged X-Forwarded-For does not reset the wrong-password limit", async () => {
    const errors = await guessWithForgedAddresses(direct, 12);
    expect(errors.slice(0, 10)).toEqual(Array(10).fill("CredentialsSignin"));
    expect(errors.slice(10)).toEqual(["TooManyAttempts", "TooManyAttempts"]);
  });

  it("behind a trusted proxy, each X-Forwarded-For client counts on its own", async () => {
    const errors = await guessWithForgedAddresses(proxied, 12);
    expect(errors).toEqual(Array(12).fill("CredentialsSignin"));
  });
});

describe("security headers", () => {
  const expectSecurityHeaders = (response: Response, where: string) => {
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp, where).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp, where).toContain(directive);
    expect(csp, where).not.toContain("unsafe-eval");
    expect(response.headers.get("x-content-type-options"), where).toBe("nosniff");
    expect(response.headers.get("referrer-policy"), where).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy"), where).toContain("camera=()");
    expect(response.headers.get("x-frame-options"), where).toBe("DENY");
  };

  it("are on a page (rendered and cached), an API answer, an admin page, a redirect and a static file", async () => {
    const first = await fetch(`${baseUrl()}/ranking`);
    expectSecurityHeaders(first, "page");
    const html = await first.text();
    const nonce = first.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1]!;
    // Every script of the page carries the nonce its CSP names.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(2);
    expect(scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`) && !tag.includes('type="application/ld+json"'))).toEqual([]);
    // Every hit its own nonce, in the header and in every place the rendered page had one.
    const askRanking = () => fetch(`${baseUrl()}/ranking`);
    const hits = await askWhenCached({
      warm: () => askRanking().then((answer) => answer.text()),
      ask: async () => [await askRanking(), await askRanking()],
      cacheState: (answers) => (answers.every((answer) => answer.headers.get("x-page-cache") === "HIT") ? "HIT" : "MISS"),
    });
    const hitNonces = hits.map((hit) => hit.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1]!);
    expect(new Set([nonce, ...hitNonces]).size).toBe(3);
    for (const [i, hit] of hits.entries()) {
      expect(hit.headers.get("x-page-cache")).toBe("HIT");
      expectSecurityHeaders(hit, "cached page");
      const text = await hit.text();
      expect(text.split(`nonce="${hitNonces[i]}"`).length).toBe(html.split(`nonce="${nonce}"`).length);
      expect(text).not.toContain(nonce);
    }

    expectSecurityHeaders(await fetch(`${baseUrl()}/api/health`), "API");
    expectSecurityHeaders(await fetch(`${baseUrl()}/admin`, { redirect: "manual" }), "admin redirect");
    expectSecurityHeaders(await fetch(`${baseUrl()}/icon.svg`), "static file");
    const { jar } = await admin();
    const adminPage = await fetchWithJar(jar, `${baseUrl()}/admin`);
    expect(adminPage.status).toBe(200);
    expectSecurityHeaders(adminPage, "admin page");
    // No HSTS over plain http (BASE_URL is http here).
    expect(adminPage.headers.get("strict-transport-security")).toBeNull();
  });

  it("HSTS when BASE_URL is https", async () => {
    const { staticSecurityHeaders } = await import("@/platform/http/security-headers");
    expect(
      staticSecurityHeaders({ baseUrl: "https://aeksangpick.kr", googleGsiScriptUrl: "https://accounts.google.com/gsi/client" }),
    ).toMatchObject({
      "strict-transport-security": expect.stringMatching(/^max-age=\d{8,}/),
    });
  });
});

describe("content security policy in Chromium", () => {
  /** Records CSP violations from the first byte of every page of the context. */
  async function watchedPage(cookies: Array<{ name: string; value: string }> = []): Promise<Page> {
    const page = await browser.page(DESKTOP);
    if (cookies.length) await page.context().addCookies(cookies.map((c) => ({ ...c, url: baseUrl() })));
    await page.context().addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener("securitypolicyviolation", (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    return page;
  }
  const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

  async function visitAll(page: Page, paths: string[]) {
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      const response = await page.goto(path, { waitUntil: "load" });
      expect(response?.status(), path).toBe(200);
      // Hydrated: the page's own scripts ran (a blocked bundle would leave no React root).
      await page.waitForFunction(() => Boolean((window as unknown as { next?: unknown }).next), undefined, { timeout: 10_000 });
      found[path] = await violations(page);
    }
    return found;
  }

  it("the site's own pages run with zero violations, for visitors, members and admins", async () => {
    const home = await (await fetch(`${baseUrl()}/`)).text();
    const product = home.match(/href="(\/products\/[^"?]+)"/)![1]!;
    const visitor = await watchedPage();
    const visitorPages = await visitAll(visitor, [
      "/",
      "/mouth-inhalation?sort=price",
      product,
      "/search?q=%EB%A7%9D%EA%B3%A0",
      "/auth/signin",
      "/auth/signup",
    ]);
    const { jar } = await admin();
    const session = [...jar.header().split("; ")].map((pair) => ({ name: pair.split("=")[0]!, value: pair.slice(pair.indexOf("=") + 1) }));
    const adminPages = await visitAll(await watchedPage(session), ["/profile", "/admin", product]);
    expect({ ...visitorPages, ...Object.fromEntries(Object.entries(adminPages).map(([k, v]) => [`admin ${k}`, v])) }).toEqual(
      Object.fromEntries([...Object.keys(visitorPages), ...Object.keys(adminPages).map((k) => `admin ${k}`)].map((k) => [k, []])),
    );
  });

  it("blocks an injected inline script, even one that guesses a nonce", async () => {
    const page = await watchedPage();
    await page.route("**/ranking", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        "</body>",
        `<script>window.__pwned = 1</script><script nonce="AAAAAAAAAAAAAAAAAAAAAA==">window.__pwned2 = 1</script><img src=x onerror="window.__pwned3 = 1"></body>`,
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto("/ranking", { waitUntil: "load" });
    // The page's own scripts ran (so would any injected one that got past the CSP).
    await page.waitForFunction(() => Boolean((window as unknown as { next?: unknown }).next));
    expect(
      await page.evaluate(() => [window as unknown as Record<string, unknown>].map((w) => [w.__pwned, w.__pwned2, w.__pwned3])),
    ).toEqual([[undefined, undefined, undefined]]);
    const seen = await violations(page);
    expect(seen.filter((v) => v.startsWith("script-src")).length).toBeGreaterThanOrEqual(3);
  });
});

describe("Origin checks", () => {
  it("refuse an admin's PATCH /api/admin/users/{id} from another site", async () => {
    const { jar } = await admin();
    const listed = await (await fetchWithJar(jar, `${baseUrl()}/api/admin/users?q=member%40aeksangpick.kr`)).json();
    const id = listed.members[0].id as string;
    for (const origin of ["http://evil.example", "null"]) {
      const refused = await fetchWithJar(jar, `${baseUrl()}/api/admin/users/${id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({ banned: true }),
      });
      expect(refused.status).toBe(403);
      expect((await refused.json()).error).toEqual({ code: "forbidden_origin", message: expect.stringMatching(/[가-힣]/) });
    }
    const still = await (await fetchWithJar(jar, `${baseUrl()}/api/admin/users?q=member%40aeksangpick.kr`)).json();
    expect(still.members[0].bannedAt ?? null).toBeNull();
  });
});

/**
 * One raw request (no client-side URL normalisation), answering status, or the network error. On a keep-alive
 * connection of its own, as browsers send: when a route answers without reading the body (Next's 405), Node reads and
 * drops the rest; after a `Connection: close` request it closes the socket instead while the body still arrives, and
 * the reset that follows sometimes reached this client before the answer (write EPIPE, 2 runs of 5 under load).
 */
function rawRequest(
  base: string,
  { method = "GET", path, headers = {}, body }: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer | string },
) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise<{ status: number; contentType: string; body: string }>((resolve) => {
    const length = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers: { ...length, ...headers }, agent }, (res) => {
      answered = true;
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => {
        agent.destroy();
        resolve({ status: res.statusCode ?? 0, contentType: String(res.headers["content-type"] ?? ""), body: text });
      });
    });
    // A server that answered before the whole body was sent (a refusal) may close while this side still writes:
    // that answer counts, not the write error after it.
    let answered = false;
    req.on("error", (error) => {
      agent.destroy();
      if (!answered) resolve({ status: -1, contentType: "", body: `${method} ${path}: ${error.message}` });
    });
    req.end(body);
  });
}

const BAD_SEGMENTS = [
  "%FF",
  "%C0%AF",
  "%E0%80%80",
  "%ED%A0%80",
  "%",
  "%%",
  "%2",
  "%G1",
  "%00",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e",
  "a".repeat(4000),
  "%EB%A7%9D%EA%B3%A0",
  "-1",
  "1e309",
  "0x10",
  "%3Cscript%3E",
];
const BAD_QUERIES = [
  "q=%FF",
  "q=%C0%AF",
  "q=%",
  "page=-1",
  "page=1e309",
  "page=NaN",
  "page=99999999999999999999",
  "sort=%3Cscript%3E",
  "range=%00",
  "order=total&order=price",
  `q=${encodeURIComponent("가".repeat(3000))}`,
  "callbackUrl=javascript:alert(1)",
  "callbackUrl=%2F%2Fevil.example",
  "limit=-5&page=0",
  "q[]=a&q[x]=b",
  "%FF=%FF",
  "tag=%00",
  "q=a%00b&tag=x",
  "url=not%20a%20url&endpoint=%00",
];
const BAD_BODIES: Array<{ contentType: string; body: Buffer | string; nextAction?: boolean }> = [
  { contentType: "application/json", body: "{nope" },
  { contentType: "application/json", body: "[]" },
  { contentType: "application/json", body: "null" },
  { contentType: "application/json", body: '{"banned":"yes","grade":"ROOT","__proto__":{"admin":true}}' },
  { contentType: "application/json", body: "[".repeat(20_000) },
  { contentType: "application/json", body: Buffer.from([0xff, 0xfe, 0x00, 0xc0, 0xaf]) },
  { contentType: "application/x-www-form-urlencoded", body: "email=%FF&password=%C0%AF&csrfToken=%" },
  { contentType: "multipart/form-data; boundary=zz", body: "--zz\r\nbroken" },
  { contentType: "text/plain;charset=UTF-8", body: "garbage{", nextAction: true },
  { contentType: "text/plain;charset=UTF-8", body: '["$K1","$@zz",{"$$":1}]', nextAction: true },
  { contentType: "application/json", body: Buffer.alloc(1024 * 1024 + 1, 0x61) },
  // Issue 28, item 8: NUL, strings that are no URL in URL fields, nesting deep enough to overflow a recursive decoder.
  { contentType: "application/json", body: '{"name":"a\\u0000","content":"\\u0000","email":"a\\u0000@b.kr"}' },
  { contentType: "application/json", body: Buffer.from('{"title":"a\u0000b"}') },
  {
    contentType: "application/json",
    body: JSON.stringify({ endpoint: "not a url", subscription: { endpoint: "not a url", keys: { p256dh: "x", auth: "y" } }, url: "::" }),
  },
  { contentType: "application/json", body: "[".repeat(400_000) + "]".repeat(400_000) },
  { contentType: "text/plain;charset=UTF-8", body: "[".repeat(400_000) + "]".repeat(400_000), nextAction: true },
  { contentType: "text/plain;charset=UTF-8", body: '["a\\u0000b"]', nextAction: true },
];

/** The build's real server action ids: an unknown id never reaches the argument decoder. */
function serverActionIds(): string[] {
  const manifest = path.join(process.env.NEXT_DIST_DIR || ".next", "server", "server-reference-manifest.json");
  return Object.keys((JSON.parse(readFileSync(manifest, "utf8")) as { node: Record<string, unknown> }).node);
}

/** How many of the fuzz's requests are under way at once. */
const IN_FLIGHT = 4;

describe("bad input fuzz", () => {
  it("≥ 200 bad paths, query strings and bodies against every route: no 5xx, no dropped connection", { timeout: 300_000 }, async () => {
    const routes = listAppRoutes();
    expect(routes.map((r) => pathOf(r, () => "x"))).toEqual(
      expect.arrayContaining(["/products/x", "/go/x", "/fonts/x", "/api/admin/users/x"]),
    );
    const { jar } = await signInOverHttp({
      baseUrl: direct.baseUrl,
      fields: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
    });
    const asAdmin = { cookie: jar.header(), origin: direct.baseUrl };
    const actionId = "7f" + "0".repeat(40);
    const cases: Array<Parameters<typeof rawRequest>[1]> = [];
    for (const route of routes) {
      const dynamic = route.segments.some((s) => s.startsWith("["));
      const paths = dynamic
        ? BAD_SEGMENTS.map((bad) => pathOf(route, () => bad))
        : BAD_SEGMENTS.slice(0, 4).map((bad) => `${pathOf(route, () => "")}/${bad}`);
      for (const path of paths) cases.push({ path }, { path, headers: asAdmin });
      const base = pathOf(route, () => "00000000-0000-4000-8000-000000000000");
      for (const query of BAD_QUERIES) cases.push({ path: `${base}?${query}`, headers: asAdmin });
      for (const { contentType, body, nextAction } of BAD_BODIES) {
        if (nextAction && route.kind !== "page") continue;
        const methods = route.kind === "page" ? ["POST"] : ["POST", "PATCH", "PUT", "DELETE"];
        for (const method of methods)
          cases.push({
            method,
            path: base,
            body,
            headers: { ...asAdmin, "content-type": contentType, ...(nextAction ? { "next-action": actionId } : {}) },
          });
      }
    }
    expect(cases.length).toBeGreaterThanOrEqual(200);
    // IN_FLIGHT requests at all times: each sender takes the next case as soon as its last one is answered.
    const answers: Array<{ request: string; status: number; contentType: string; body: string }> = [];
    const queue = cases.values();
    const sender = async () => {
      for (const c of queue)
        answers.push({ request: `${c.method ?? "GET"} ${c.path.slice(0, 120)}`, ...(await rawRequest(direct.baseUrl, c)) });
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, sender));
    const failures = answers
      .filter((a) => a.status >= 500 || a.status < 100)
      .map((a) => `${a.request} → ${a.status} ${a.body.slice(0, 160)}`);
    expect(failures).toEqual([]);
    // The issue's own cases: 400 with the Korean page (or JSON under /api), 413 for an oversized body.
    for (const path of ["/products/%FF", "/products/%C0%AF", "/go/%FF", "/fonts/%FF"]) {
      const answer = await rawRequest(direct.baseUrl, { path });
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toContain("주소의 형식이 올바르지 않습니다");
    }
    const apiAnswer = await rawRequest(direct.baseUrl, { path: "/api/admin/users/%FF" });
    expect([apiAnswer.status, JSON.parse(apiAnswer.body).error.code]).toEqual([400, "malformed_url"]);
    // Real actions: a NUL, a 400k-deep argument or a foreign Origin is a 4xx `{error:{code,message}}`, never a 500.
    const actions = serverActionIds();
    expect(actions.length).toBeGreaterThan(3);
    for (const id of actions.slice(0, 6))
      for (const [body, origin] of [
        ["[".repeat(400_000) + "]".repeat(400_000), direct.baseUrl],
        ['["a\\u0000b"]', direct.baseUrl],
        ["[]", "https://evil.example"],
      ] as const) {
        const answer = await rawRequest(direct.baseUrl, {
          method: "POST",
          path: "/profile",
          body,
          headers: { cookie: jar.header(), origin, "content-type": "text/plain;charset=UTF-8", "next-action": id },
        });
        expect(answer.status, `${id} ${body.slice(0, 12)} ${origin}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${id} ${body.slice(0, 12)} ${origin}`).toBeLessThan(500);
        expect(JSON.parse(answer.body).error.message).toMatch(/[가-힣]/);
      }
    const big = await rawRequest(direct.baseUrl, {
      method: "POST",
      path: "/profile",
      body: Buffer.alloc(1024 * 1024 + 1, 0x61),
      headers: { "content-type": "text/plain;charset=UTF-8", "next-action": actionId, origin: direct.baseUrl },
    });
    expect(big.status).toBe(413);
    expect(answers.length).toBe(cases.length);
  });
});
