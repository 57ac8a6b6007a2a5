import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache";
import { classifyPageRequest, NOTICE_ADULT_FLAG } from "./page-request";

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Mishap = "abort" | "throw" | "hang";
const RENDER_TIMEOUT_MS = 300;

/** The page cache in front of a "Next" whose first render can be made to throw, hang or run long enough for its client to leave. */
async function start() {
  const cache = createPageCache({ renderTimeoutMs: RENDER_TIMEOUT_MS });
  let renders = 0;
  let mishap: Mishap | undefined;
  const hung: ServerResponse[] = [];
  const render = async (req: IncomingMessage, res: ServerResponse) => {
    renders += 1;
    const now = mishap;
    mishap = undefined;
    if (now === "hang") return void hung.push(res);
    await new Promise((resolve) => setTimeout(resolve, now === "abort" ? 150 : 20));
    if (now === "throw") throw new Error("render failed");
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.write(`<p>render ${renders}`);
    res.end(` ${req.url}</p>`);
  };
  const renderOrFail = (req: IncomingMessage, res: ServerResponse) =>
    render(req, res).catch(() => {
      res.writeHead(500, { "content-type": "text/html" });
      res.end("error");
    });
  const server = createServer(async (req, res) => cache.serve(req, res, await classify(req), renderOrFail));
  const classify = (req: IncomingMessage) =>
    classifyPageRequest(req, { catalogueSeconds: 60, anonymousSeconds: 10, memberView: async () => null, adultFlag: NOTICE_ADULT_FLAG });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  cleanups.push(() => {
    for (const res of hung) res.destroy();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  const { port } = server.address() as { port: number };
  const get = (path: string, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${port}${path}`, init).then(async (r) => ({ status: r.status, body: await r.text() }));
  return { get, renders: () => renders, failNext: (m: Mishap) => (mishap = m) };
}

const PATH = "/mouth-inhalation?sort=per_ml&page=2";

describe("page cache under failing renders", () => {
  for (const mishap of ["abort", "throw", "hang"] as const)
    it(`releases the requests waiting on a render that ${mishap}s within the render timeout; afterwards the URL answers`, async () => {
      const app = await start();
      app.failNext(mishap);
      // The hung render's client gives up after 2 s; its waiters must not wait that long.
      const first = app.get(PATH, { signal: AbortSignal.timeout(mishap === "abort" ? 50 : 2_000) }).catch(() => null);
      await new Promise((resolve) => setTimeout(resolve, 10));
      const started = Date.now();
      const waiters = await Promise.all(Array.from({ length: 5 }, () => app.get(PATH, { signal: AbortSignal.timeout(5_000) })));
      expect(Date.now() - started).toBeLessThan(RENDER_TIMEOUT_MS + 500);
      for (const waiter of waiters) expect(waiter.status === 200 || waiter.status === 503).toBe(true);
      expect(waiters.some((w) => w.status === 200 && w.body.includes(PATH))).toBe(true);
      const after = await app.get(PATH, { signal: AbortSignal.timeout(1_000) });
      expect(after).toMatchObject({ status: 200 });
      expect(after.body).toContain(PATH);
      await first;
    });

  it("never keeps a page whose client left before it was complete", async () => {
    const app = await start();
    app.failNext("abort");
    await app.get(PATH, { signal: AbortSignal.timeout(50) }).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = app.renders();
    await app.get(PATH);
    expect(app.renders()).toBe(before + 1);
  });

  it("treats the same parameters in another order as one page", async () => {
    const app = await start();
    const a = await app.get("/mouth-inhalation?sort=per_ml&page=2");
    const b = await app.get("/mouth-inhalation?page=2&sort=per_ml");
    expect(b.body).toBe(a.body);
    expect(app.renders()).toBe(1);
  });
});
