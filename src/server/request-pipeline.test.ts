import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { afterEach, describe, expect, it } from "vitest";
import { getConfig, type Config } from "@/platform/config";
import { createConnectionDrainer } from "./connection-drainer";
import { createPageCache } from "./page-cache/page-cache";
import { createRequestPipeline } from "./request-pipeline";

// React's reply encoder as Next's client uses it: the bodies real server action calls send.
const { encodeReply } = createRequire(import.meta.url)("next/dist/compiled/react-server-dom-webpack/client.node.js") as {
  encodeReply: (args: unknown[]) => Promise<string | FormData>;
};

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The request pipeline in front of a "Next" that records what reached it. */
async function start(overrides: Partial<Config> = {}) {
  const reached: IncomingMessage[] = [];
  const server = createServer();
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    reached.push(req);
    res.writeHead(200, { "content-type": "application/json" });
    res.end("{}");
  };
  server.on(
    "request",
    createRequestPipeline({
      config: { ...getConfig(), ...overrides },
      drainer: createConnectionDrainer(server),
      pages: { cache: createPageCache(), classify: async () => null },
      handle,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = (headers: Record<string, string>, path = "/profile", body = "[]") =>
    fetch(`${url}${path}`, { method: "POST", headers: { "next-action": "7f00", "content-type": "text/plain", ...headers }, body });
  return { url, post, reached };
}

describe("request pipeline: same-origin rule for server actions and page forms", () => {
  it("refuses with 403 JSON an action with a session cookie and no Origin, or a foreign Origin with a forged X-Forwarded-Host", async () => {
    const app = await start();
    for (const headers of [
      { cookie: "next-auth.session-token=x" },
      {
        cookie: "next-auth.session-token=x",
        origin: "https://evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "https",
      },
      { origin: "https://evil.example" },
      { origin: "null" },
    ] as Record<string, string>[]) {
      const answer = await app.post(headers);
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ error: { code: "forbidden_origin", message: expect.stringMatching(/다른 사이트/) } });
    }
    const form = await fetch(`${app.url}/community/write`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "multipart/form-data; boundary=x" },
      body: "--x--\r\n",
    });
    expect(form.status).toBe(403);
    expect(app.reached).toEqual([]);
  });

  it("lets through the site's own origins: BASE_URL's and the Host the request was made to", async () => {
    const app = await start();
    expect((await app.post({ cookie: "a=b", origin: new URL(getConfig().BASE_URL).origin })).status).toBe(200);
    expect((await app.post({ cookie: "a=b", origin: app.url })).status).toBe(200);
    expect((await app.post({})).status).toBe(200);
    expect(app.reached).toHaveLength(3);
  });

  it("reads X-Forwarded-Host/Proto only from a proxy TRUST_PROXY trusts, and hides untrusted ones from Next", async () => {
    const forwarded = { origin: "https://shop.example", "x-forwarded-host": "shop.example", "x-forwarded-proto": "https", cookie: "a=b" };
    const direct = await start();
    expect((await direct.post(forwarded)).status).toBe(403);
    expect((await direct.post({ origin: direct.url, "x-forwarded-host": "evil.example" })).status).toBe(200);
    expect(direct.reached[0]!.headers["x-forwarded-host"]).toBeUndefined();
    const proxied = await start({ TRUST_PROXY: ["loopback"] });
    expect((await proxied.post(forwarded)).status).toBe(200);
    expect(proxied.reached[0]!.headers["x-forwarded-host"]).toBe("shop.example");
  });
});

describe("request pipeline: input that could only end in a 500", () => {
  it("refuses a NUL in a path or query (listings, admin, API) with 400", async () => {
    const app = await start();
    for (const path of ["/mouth-inhalation?tag=%00", "/admin/products?q=a%00b", "/api/search?q=%00", "/products/%00"]) {
      const answer = await fetch(`${app.url}${path}`);
      expect(answer.status, path).toBe(400);
    }
    expect((await fetch(`${app.url}/api/search?q=%00`).then((r) => r.json())).error.code).toBe("invalid_input");
    expect(app.reached).toEqual([]);
  });

  it("refuses server action bodies with a NUL (raw or escaped) or nested 400k deep with 400 JSON, and lets a sane one through", async () => {
    const app = await start();
    const origin = { origin: app.url };
    for (const body of ['["a\\u0000b"]', '["a\u0000b"]', "[".repeat(400_000) + "]".repeat(400_000)]) {
      const answer = await app.post(origin, "/profile", body);
      expect(answer.status).toBe(400);
      expect((await answer.json()).error.code).toBe("malformed_form");
    }
    const form = new FormData();
    form.set("1_nickname", "a\u0000");
    expect((await fetch(`${app.url}/profile`, { method: "POST", headers: origin, body: form })).status).toBe(400);
    expect(app.reached).toEqual([]);
    expect((await app.post(origin, "/profile", '[{"nickname":"민수 \\\\u0000 [[ ]]"}]')).status).toBe(200);
    expect(app.reached).toHaveLength(1);
  });
});

describe("request pipeline: malformed server action replies (issue 56, item 6)", () => {
  it("refuses a reply that is no argument list or names parts it lacks with 400 JSON; real replies pass", async () => {
    const app = await start();
    const origin = { origin: app.url };
    for (const body of ["{{{{", "[", "1", "null", '["$Q1"]', '["$F1"]', '[{"a":"$K2"}]', '"$@1"', ""]) {
      const answer = await app.post(origin, "/profile", body);
      expect(answer.status, body).toBe(400);
      expect((await answer.json()).error).toEqual({ code: "malformed_form", message: expect.stringContaining("형식이 올바르지 않습니다") });
    }
    const reply = (parts: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(parts)) form.set(name, value);
      return fetch(`${app.url}/profile`, { method: "POST", headers: { ...origin, "next-action": "7f00" }, body: form });
    };
    expect((await reply({ "0": '["$K1"]' })).status).toBe(400);
    expect((await reply({ "0": "{{{{", "1_email": "a@b.kr" })).status).toBe(400);
    expect(app.reached).toEqual([]);

    // What React's own encodeReply (the one Next ships) writes: FormData (`$K1`, `_1_…` fields), a Map, `$$`, dates, undefined.
    const form = new FormData();
    form.set("email", "a@b.kr");
    form.set("agreeTerms", "on");
    for (const args of [[form], [new Map([["a", 1]]), new Set([1])]]) {
      const encoded = (await encodeReply(args)) as FormData;
      const answer = await fetch(`${app.url}/profile`, { method: "POST", headers: { ...origin, "next-action": "7f00" }, body: encoded });
      expect(answer.status).toBe(200);
    }
    for (const args of [[], [{ token: "abc", price: "$5,000", at: new Date(0), x: undefined }]])
      expect((await app.post(origin, "/profile", (await encodeReply(args)) as string)).status).toBe(200);
    expect(app.reached).toHaveLength(4);
  });
});

describe("request pipeline: small ones", () => {
  it("lets an image upload route take its own limit (community 5 MB) while every other body stays at 1 MB", async () => {
    const app = await start();
    const upload = (path: string, bytes: number) =>
      fetch(`${app.url}${path}`, {
        method: "POST",
        headers: { origin: app.url, "content-type": "application/octet-stream" },
        body: new Uint8Array(bytes),
      });
    expect((await upload("/api/community/images", 3 * 1024 * 1024)).status).toBe(200);
    expect((await upload("/api/admin/products/image", 1.5 * 1024 * 1024)).status).toBe(200);
    const tooBig = await upload("/api/community/images", 6 * 1024 * 1024);
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error.message).toContain("최대 5MB");
    expect((await upload("/api/wishlist", 3 * 1024 * 1024)).status).toBe(413);
    expect(app.reached).toHaveLength(2);
  });

  it("keeps the media routes' own sandbox policy instead of the site-wide CSP", async () => {
    const app = await start();
    for (const path of ["/media/community/0123456789abcdef01234567.webp", "/media/products/0123456789abcdef01234567.webp"])
      expect((await fetch(`${app.url}${path}`)).headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect((await fetch(`${app.url}/`)).headers.get("content-security-policy")).toContain("script-src 'nonce-");
  });
});
