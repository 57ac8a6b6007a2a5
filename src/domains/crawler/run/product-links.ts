import { load } from "cheerio";
import { normalizePageUrl } from "./page-urls";

// Product detail URLs of the platforms we crawl: Cafe24 (both URL styles), 고도몰, 메이크샵, 아임웹
// (shop_view/?idx=…), and the /products/… or /goods/… paths of JSON-LD shops.
const PRODUCT_URL = [
  /\/product\/detail\.html\?(?:.*&)?product_no=\d+/i,
  /\/product\/[^/?#]+\/\d+(?:\/|$)/i,
  /\/goods\/goods_view\.php\?(?:.*&)?goodsNo=\d+/i,
  /\/shop\/shopdetail\.html\?(?:.*&)?branduid=\d+/i,
  /\/products\/[^/?#]+\/?(?:\?|$)/i,
  /\/goods\/\d+\/?(?:\?|$)/i,
  /\/shop_view\/?\?(?:.*&)?idx=\d+/i,
];

/** The URL has the path of a product detail page on one of the platforms we crawl. */
export const isProductPageUrl = (url: string): boolean => PRODUCT_URL.some((pattern) => pattern.test(url));

/**
 * Product page links on a list/category page — or the `<loc>` addresses of a sitemap.xml read as one — inside
 * the shop (`shopUrl` prefix), normalised and unique.
 */
export function findProductLinks({ html, pageUrl, shopUrl }: { html: string; pageUrl: string; shopUrl: string }): string[] {
  const $ = load(html);
  const prefix = normalizePageUrl(shopUrl)?.replace(/\/$/, "") ?? "";
  const found = new Set<string>();
  const hrefs = [
    ...$("a[href]")
      .map((_, element) => element.attribs.href ?? "")
      .get(),
    ...$("loc")
      .map((_, element) => $(element).text().trim())
      .get(),
  ];
  hrefs.forEach((href) => {
    const url = normalizePageUrl(href, pageUrl);
    if (!url || !url.startsWith(prefix) || url === normalizePageUrl(pageUrl)) return;
    if (isProductPageUrl(url)) found.add(url);
  });
  return [...found];
}
