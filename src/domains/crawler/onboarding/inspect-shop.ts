import { load } from "cheerio";
import { extractOffer } from "@/domains/crawler/extract";
import { wonPrice } from "@/domains/crawler/extraction-types";
import type { FetchSuccess, PageFetcher } from "@/domains/crawler/fetch";
import { findProductLinks } from "@/domains/crawler/run";
import { badRequest } from "@/platform/errors";
import { pickPlatform, platformSignals, type PlatformSignal, type ShopPlatform } from "./detect-platform";
import { childSitemaps, findListPageLinks } from "./list-pages";

/** List pages read to count product pages (the crawl reads them all); product pages read as a test. */
const LIST_READS = 6;
const SAMPLE_READS = 3;
/** List pages saved for the crawl (the seller-site form takes 50). */
const SAVED_LISTS = 30;

export type SampleRead =
  | { url: string; ok: true; title: string | null; price: number | null; priceFrom: boolean; inStock: boolean; method: string }
  | { url: string; ok: false; reason: string };

export type ShopInspection = {
  /** The shop's address as the crawl will use it (its folder: a shop may live under a path). */
  baseUrl: string;
  name: string | null;
  platform: { platform: ShopPlatform; evidence: string[] } | null;
  listUrls: string[];
  sitemap: { url: string; productPages: number } | null;
  /** Product pages found on the lists read and in the sitemap (the lists' further pages are not counted). */
  productPageCount: number;
  samples: SampleRead[];
};

function shopName(html: string): string | null {
  const $ = load(html);
  const name = $('meta[property="og:site_name"]').attr("content")?.trim() || $("title").first().text().trim();
  return name
    ? name
        .split(/\s[|·–-]\s/)[0]!
        .trim()
        .slice(0, 50)
    : null;
}

/** Up to `count` items spread over the list (first, middle, last…), so a test read is not three of one kind. */
function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * (items.length - 1)) / (count - 1))]!);
}

async function fetchOk(fetcher: PageFetcher, url: string): Promise<FetchSuccess | null> {
  const fetched = await fetcher.fetchPage(url);
  return fetched.ok ? fetched : null;
}

/** sitemap.xml at the host's root, following an index into its first few sitemaps: the shop's product pages it names. */
async function readSitemaps(
  fetcher: PageFetcher,
  baseUrl: string,
): Promise<{ url: string; productPages: string[]; documents: string[] } | null> {
  const url = new URL("/sitemap.xml", baseUrl).href;
  const root = await fetchOk(fetcher, url);
  if (!root || !/<(urlset|sitemapindex)[\s>]/i.test(root.html)) return null;
  const children = childSitemaps(root.html).slice(0, 3);
  const documents = children.length
    ? (await Promise.all(children.map((child) => fetchOk(fetcher, child)))).filter((d) => d !== null)
    : [root];
  const productPages = new Set(documents.flatMap((d) => findProductLinks({ html: d.html, pageUrl: d.finalUrl, shopUrl: baseUrl })));
  return { url, productPages: [...productPages], documents: documents.map((d) => d.finalUrl) };
}

async function readSample(fetcher: PageFetcher, url: string, signals: PlatformSignal[]): Promise<SampleRead> {
  const fetched = await fetcher.fetchPage(url);
  if (!fetched.ok) return { url, ok: false, reason: fetched.reason };
  signals.push(...platformSignals({ html: fetched.html, url: fetched.finalUrl }));
  const result = extractOffer({ html: fetched.html, url: fetched.finalUrl });
  if (!result.ok) return { url, ok: false, reason: result.reason };
  const { title, priceFrom, inStock, method } = result.extraction;
  return { url, ok: true, title, price: wonPrice(result.extraction), priceFrom, inStock, method };
}

/**
 * Reads a shop from its address as the crawler would (same fetcher: politeness, robots.txt, SSRF guard): its
 * platform from the markup, its category pages (links, then sitemap.xml), how many product pages they list,
 * and a test read of a few of them — so an admin adds it without typing a selector.
 */
export async function inspectShop({ url, fetcher }: { url: string; fetcher: PageFetcher }): Promise<ShopInspection> {
  const home = await fetcher.fetchPage(url);
  if (!home.ok) throw badRequest(`쇼핑몰 주소를 읽지 못했습니다: ${home.reason}`, "shop_unreachable");
  const baseUrl = new URL(".", home.finalUrl).href;
  const signals = platformSignals({ html: home.html, url: home.finalUrl });
  const lists = new Set(findListPageLinks({ html: home.html, pageUrl: home.finalUrl, shopUrl: baseUrl }));
  const products = new Set(findProductLinks({ html: home.html, pageUrl: home.finalUrl, shopUrl: baseUrl }));

  for (const listUrl of [...lists].slice(0, LIST_READS)) {
    const page = await fetchOk(fetcher, listUrl);
    if (!page) continue;
    signals.push(...platformSignals({ html: page.html, url: page.finalUrl }));
    findListPageLinks({ html: page.html, pageUrl: page.finalUrl, shopUrl: baseUrl }).forEach((link) => lists.add(link));
    findProductLinks({ html: page.html, pageUrl: page.finalUrl, shopUrl: baseUrl }).forEach((link) => products.add(link));
  }
  const sitemap = await readSitemaps(fetcher, baseUrl);
  sitemap?.productPages.forEach((link) => products.add(link));

  const samples: SampleRead[] = [];
  for (const productUrl of spread([...products], SAMPLE_READS)) samples.push(await readSample(fetcher, productUrl, signals));

  // Without category links the crawl reads the sitemaps themselves (product links are taken from their <loc>s).
  const listUrls = lists.size ? [...lists].slice(0, SAVED_LISTS) : sitemap?.productPages.length ? sitemap.documents : [];
  return {
    baseUrl,
    name: shopName(home.html),
    platform: pickPlatform(signals),
    listUrls,
    sitemap: sitemap && { url: sitemap.url, productPages: sitemap.productPages.length },
    productPageCount: products.size,
    samples,
  };
}
