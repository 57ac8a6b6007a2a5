import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { measureLoad, startStaticBaseline, type LoadResult } from "../lib/load";
import { LISTING_VARIANTS } from "./timing";

const run = promisify(execFile);
const SORTS = ["popular", "price", "per_ml", "newest", "drop"];

/** 108 listing URLs: both listings × 5 sorts × pages 1–10, and the filter variants. */
export const THROUGHPUT_LISTINGS = [
  ...["mouth", "lung"].flatMap((kind) =>
    SORTS.flatMap((sort) => Array.from({ length: 10 }, (_, i) => `/${kind}-inhalation?sort=${sort}&page=${i + 1}`)),
  ),
  ...LISTING_VARIANTS,
];
/** 118 visible products spread over the catalogue (every 50th product is hidden there). */
export const THROUGHPUT_PRODUCTS = Array.from({ length: 120 }, (_, i) => 7 + i * 83)
  .filter((id) => (id - 1) % 50 !== 0)
  .map((id) => `/products/${id}`);

export type PriceCheck = { productId: number; price: number; productPageMs: number; listingMs: number; listing: string };
/** HTML sizes (identity, as a visitor) over every URL of a kind, in bytes. */
export type PageWeight = { median: number; max: number; count: number };
export type Throughput = {
  rows: Array<[string, LoadResult]>;
  priceCheck: PriceCheck;
  bytes: { listing: number; product: number };
  weight: { listing: PageWeight; product: PageWeight };
};

const text = async (url: string, cookie: string) => (await fetch(url, { headers: { cookie, "accept-encoding": "identity" } })).text();

/** Fetches every URL once (8 at a time), as a visitor and as a member: what a first view renders. Answers each page's size (bytes, the first cookie's view). */
async function warmUp(baseUrl: string, cookies: string[]): Promise<Map<string, number>> {
  const queue = [...THROUGHPUT_LISTINGS, ...THROUGHPUT_PRODUCTS].flatMap((path) => cookies.map((cookie) => ({ path, cookie })));
  const sizes = new Map<string, number>();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const body = await text(`${baseUrl}${job.path}`, job.cookie);
        if (job.cookie === cookies[0]) sizes.set(job.path, Buffer.byteLength(body));
      }
    }),
  );
  return sizes;
}

function weightOf(sizes: Map<string, number>, paths: readonly string[]): PageWeight {
  const sorted = paths.map((path) => sizes.get(path)!).sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)!, count: sorted.length };
}

/**
 * Lowers the first product of a listing to `price` through a separate process (as a crawl worker, events over Redis)
 * while `load` runs, and polls that product's page and the listing (as the member) until both show it.
 */
async function checkPriceChange(
  { baseUrl, dbUrl, redisUrl, memberCookie }: { baseUrl: string; dbUrl: string; redisUrl: string; memberCookie: string },
  listing: string,
): Promise<PriceCheck> {
  const productId = Number(/href="\/products\/(\d+)"/.exec(await text(`${baseUrl}${listing}`, memberCookie))![1]);
  // A price of this run only (a reused catalogue may show an earlier run's), below every generated price.
  const price = 3_000 + (Date.now() % 900);
  const shown = `${price.toLocaleString("en")}원`;
  const seen: { product?: number; listing?: number } = {};
  const polling = (async () => {
    while (!seen.product || !seen.listing) {
      const [product, list] = await Promise.all([
        text(`${baseUrl}/products/${productId}`, memberCookie),
        text(`${baseUrl}${listing}`, memberCookie),
      ]);
      if (!seen.product && product.includes(shown)) seen.product = Date.now();
      if (!seen.listing && list.includes(shown)) seen.listing = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const { stdout } = await run(process.execPath, [
    "--conditions=react-server",
    "--import",
    "tsx",
    "bench/catalog/change-price.ts",
    dbUrl,
    redisUrl,
    String(productId),
    String(price),
  ]);
  const { committedAt } = JSON.parse(stdout.trim().split("\n").at(-1)!) as { committedAt: number };
  await Promise.race([
    polling,
    new Promise((_, reject) => setTimeout(() => reject(new Error("price change not visible in 10 s")), 10_000)),
  ]);
  return { productId, price, listing, productPageMs: seen.product! - committedAt, listingMs: seen.listing! - committedAt };
}

/**
 * Throughput at 50 connections rotating over ≥ 100 listing URLs and ≥ 100 product pages, for a visitor (adult
 * cookie) and a signed-in member (session cookie only), beside plain node:http sending a listing's and a
 * product page's bytes; a price change during the member's listing run must show on both pages.
 */
export async function measureThroughput(options: {
  baseUrl: string;
  dbUrl: string;
  redisUrl: string;
  memberCookie: string;
  seconds: number;
}): Promise<Throughput> {
  const { baseUrl, memberCookie, seconds } = options;
  const visitorCookie = "adult_ok=1";
  const sizes = await warmUp(baseUrl, [visitorCookie, memberCookie]);
  const weight = { listing: weightOf(sizes, THROUGHPUT_LISTINGS), product: weightOf(sizes, THROUGHPUT_PRODUCTS) };
  const load = (paths: readonly string[], cookie: string) => measureLoad(baseUrl, { seconds, paths, headers: { cookie } });
  const rows: Array<[string, LoadResult]> = [];
  rows.push([`listing, visitor (${THROUGHPUT_LISTINGS.length} URLs)`, await load(THROUGHPUT_LISTINGS, visitorCookie)]);
  const memberListing = load(THROUGHPUT_LISTINGS, memberCookie);
  await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 3));
  const priceCheck = await checkPriceChange(options, "/mouth-inhalation?sort=popular&page=1");
  rows.push([`listing, member (${THROUGHPUT_LISTINGS.length} URLs; a price change during the run)`, await memberListing]);
  rows.push([`product page, visitor (${THROUGHPUT_PRODUCTS.length} products)`, await load(THROUGHPUT_PRODUCTS, visitorCookie)]);
  rows.push([`product page, member (${THROUGHPUT_PRODUCTS.length} products)`, await load(THROUGHPUT_PRODUCTS, memberCookie)]);
  const listingBytes = Buffer.from(await text(`${baseUrl}${THROUGHPUT_LISTINGS[0]}`, visitorCookie));
  const productBytes = Buffer.from(await text(`${baseUrl}${THROUGHPUT_PRODUCTS[0]}`, visitorCookie));
  for (const [name, body] of [
    ["plain node:http, a listing's bytes", listingBytes],
    ["plain node:http, a product page's bytes", productBytes],
  ] as const) {
    const baseline = await startStaticBaseline(body, { "content-type": "text/html; charset=utf-8" });
    try {
      rows.push([name, await measureLoad(baseline.url, { seconds })]);
    } finally {
      await baseline.close();
    }
  }
  return { rows, priceCheck, bytes: { listing: listingBytes.length, product: productBytes.length }, weight };
}
