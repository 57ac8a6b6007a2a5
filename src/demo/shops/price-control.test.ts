import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeHtml, extractOffer } from "@/domains/crawler/extract";
import { startDemoShopServer, type DemoShopServer } from "./demo-shop-server";
import { demoShopIndex } from "./shop-pages";

const at = new Date("2026-11-22T03:00:00Z");
let controlled: DemoShopServer;
let plain: DemoShopServer;
beforeAll(async () => {
  controlled = await startDemoShopServer({ now: () => at, priceControl: true });
  plain = await startDemoShopServer({ now: () => at });
});
afterAll(() => Promise.all([controlled.close(), plain.close()]));

const [slug, shop] = [...demoShopIndex()].find(([, s]) => s.pages.some((p) => p.offerKey && p.priceAt(at).inStock))!;
const page = shop.pages.find((p) => p.offerKey && p.priceAt(at).inStock)!;
const post = (server: DemoShopServer, body: unknown) =>
  fetch(`${server.url}/_control/price`, { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body) });

async function read(server: DemoShopServer) {
  const url = `${server.url}/${slug}${page.path}`;
  const res = await fetch(url);
  const result = extractOffer({ html: decodeHtml(new Uint8Array(await res.arrayBuffer()), res.headers.get("content-type")), url });
  if (!result.ok) throw new Error(result.reason);
  return result.extraction;
}

describe("demo shop price control", () => {
  it("serves the posted price (and stock) for that page until restart", async () => {
    const before = await read(controlled);
    expect(before.price).toBe(page.priceAt(at).price);
    const lower = before.price - 1_400;
    const answer = await post(controlled, { url: `http://127.0.0.1:1/${slug}${page.path}`, price: lower });
    expect(answer.status).toBe(200);
    expect((await read(controlled)).price).toBe(lower);
    await post(controlled, { url: `${controlled.url}/${slug}${page.path}`, price: lower, inStock: false });
    expect((await read(controlled)).inStock).toBe(false);
  });

  it("refuses bad bodies, and does not exist unless switched on", async () => {
    for (const body of ["nope", { url: "/x", price: -5 }, { price: 1000 }, { url: "/x", price: 1.5 }])
      expect((await post(controlled, body)).status).toBe(400);
    expect((await post(plain, { url: `/${slug}${page.path}`, price: 100 })).status).toBe(404);
    expect((await read(plain)).price).toBe(page.priceAt(at).price);
  });
});
