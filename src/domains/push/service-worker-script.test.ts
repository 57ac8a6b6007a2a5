import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { serviceWorkerScript } from "./service-worker-script";

type Listener = (event: Record<string, unknown>) => void;

/** Runs /sw.js in a bare context with just enough of a service worker's globals to watch what it does. */
function loadServiceWorker({ cacheNames = [] as string[], network = vi.fn(async (_req: unknown) => new Response("net")) } = {}) {
  const listeners = new Map<string, Listener>();
  const stores = new Map<string, Map<string, Response>>(cacheNames.map((name) => [name, new Map()]));
  const keyOf = (request: unknown) =>
    typeof request === "string" ? new URL(request, "https://site.test").pathname : new URL((request as Request).url).pathname;
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      addAll: async (urls: string[]) =>
        urls.forEach((url) => store.set(keyOf(url), new Response(url === "/offline" ? "<h1>오프라인</h1>" : url))),
      put: async (request: unknown, response: Response) => void store.set(keyOf(request), response),
      match: async (request: unknown) => store.get(keyOf(request))?.clone(),
    };
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: unknown) =>
      [...stores.values()]
        .find((store) => store.has(keyOf(request)))
        ?.get(keyOf(request))
        ?.clone(),
  };
  const self = {
    location: { origin: "https://site.test" },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
    registration: { showNotification: vi.fn(async () => undefined) },
  };
  runInNewContext(serviceWorkerScript({ version: "v2" }), { self, caches, fetch: network, URL, Response, Promise, Array });
  const dispatch = async (type: string, event: Record<string, unknown> = {}) => {
    const pending: Promise<unknown>[] = [];
    let responded: Promise<Response> | undefined;
    listeners.get(type)!({
      ...event,
      waitUntil: (p: Promise<unknown>) => pending.push(p),
      respondWith: (p: Promise<Response>) => (responded = p),
    });
    await Promise.all(pending);
    return responded;
  };
  return { dispatch, stores, self, network };
}

const request = (path: string, mode = "no-cors", method = "GET") => ({ url: `https://site.test${path}`, mode, method });

describe("/sw.js", () => {
  it("pre-caches the offline page under this build's name and deletes other builds' caches on activation", async () => {
    const sw = loadServiceWorker({ cacheNames: ["shell-v1", "static-v1", "other"] });
    await sw.dispatch("install");
    await sw.dispatch("activate");
    expect([...sw.stores.keys()].sort()).toEqual(["shell-v2", "static-v2"]);
    expect(sw.stores.get("shell-v2")!.has("/offline")).toBe(true);
  });

  it("leaves API calls and other methods to the network untouched", async () => {
    const sw = loadServiceWorker();
    expect(await sw.dispatch("fetch", { request: request("/api/notifications") })).toBeUndefined();
    expect(await sw.dispatch("fetch", { request: request("/products/1", "navigate", "POST") })).toBeUndefined();
  });

  it("pages come from the network and are never stored; without a network the offline page answers", async () => {
    const sw = loadServiceWorker();
    await sw.dispatch("install");
    expect(await (await sw.dispatch("fetch", { request: request("/products/1", "navigate") }))!.text()).toBe("net");
    expect([...sw.stores.values()].some((store) => store.has("/products/1"))).toBe(false);
    sw.network.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(await (await sw.dispatch("fetch", { request: request("/products/1", "navigate") }))!.text()).toBe("<h1>오프라인</h1>");
  });

  it("shows a push as a notification carrying its url", async () => {
    const sw = loadServiceWorker();
    await sw.dispatch("push", { data: { json: () => ({ title: "가격 하락", body: "11,500원", url: "/products/42", tag: "price-42" }) } });
    expect(sw.self.registration.showNotification).toHaveBeenCalledWith(
      "가격 하락",
      expect.objectContaining({ body: "11,500원", tag: "price-42", data: { url: "/products/42" } }),
    );
  });
});
