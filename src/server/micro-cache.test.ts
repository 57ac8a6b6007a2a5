import { createServer, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { createMicroCache } from "./micro-cache";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server behind the micro-cache whose origin counts renders and can set a cookie. */
async function start(ttl: number) {
  const cache = createMicroCache(ttl);
  let renders = 0;
  server = createServer((req, res) => {
    const key = cache.keyFor(req);
    if (key && cache.serve(req, res, key)) return;
    if (key) cache.record(req, res, key);
    renders += 1;
    if (req.url === "/cookie") res.setHeader("set-cookie", "a=1");
    res.setHeader("content-type", req.url === "/json" ? "application/json" : "text/html; charset=utf-8");
    res.write(`<p>render ${renders}`);
    res.end("</p>");
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as { port: number };
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${path}`, { headers }).then((r) => r.text());
  return { get, renders: () => renders };
}

describe("micro-cache", () => {
  it("serves an anonymous HTML page from memory within its TTL", async () => {
    const app = await start(10);
    expect(await app.get("/a")).toBe("<p>render 1</p>");
    expect(await app.get("/a")).toBe("<p>render 1</p>");
    expect(await app.get("/a?page=2")).toBe("<p>render 2</p>");
  });

  it("never caches signed-in visitors, RSC requests, APIs, JSON or responses that set cookies", async () => {
    const app = await start(10);
    await app.get("/a", { cookie: "next-auth.session-token=abc" });
    await app.get("/a", { cookie: "next-auth.session-token=abc" });
    await app.get("/a", { rsc: "1" });
    await app.get("/api/x");
    await app.get("/api/x");
    await app.get("/json");
    await app.get("/json");
    await app.get("/cookie");
    await app.get("/cookie");
    expect(app.renders()).toBe(9);
  });

  it("keeps visitors who confirmed their age apart from those who did not", async () => {
    const app = await start(10);
    expect(await app.get("/products/1")).toBe("<p>render 1</p>");
    expect(await app.get("/products/1", { cookie: "adult_ok=1" })).toBe("<p>render 2</p>");
    expect(await app.get("/products/1", { cookie: "adult_ok=1" })).toBe("<p>render 2</p>");
  });

  it("is off with a TTL of 0", async () => {
    const app = await start(0);
    await app.get("/a");
    await app.get("/a");
    expect(app.renders()).toBe(2);
  });
});
