import { load } from "cheerio";
import { normalizePageUrl } from "./page-urls";

// Product detail URLs of the platforms we crawl: Cafe24 (both URL styles), 고도몰, 메이크샵, and the
// /products/… or /goods/… paths of JSON-LD shops.
const PRODUCT_URL = [
  /\/product\/detail\.html\?(?:.*&)?product_no=\d+/i,
  /\/product\/[^/?#]+\/\d+(?:\/|$)/i,
  /\/goods\/goods_view\.php\?(?:.*&)?goodsNo=\d+/i,
  /\/shop\/shopdetail\.html\?(?:.*&)?branduid=\d+/i,
  /\/products\/[^/?#]+\/?(?:\?|$)/i,
  /\/goods\/\d+\/?(?:\?|$)/i,
];

/** Product page links on a list/category page, inside the shop (`shopUrl` prefix), normalised and unique. */
export function findProductLinks({ html, pageUrl, shopUrl }: { html: string; pageUrl: string; shopUrl: string }): string[] {
  const $ = load(html);
  const prefix = normalizePageUrl(shopUrl)?.replace(/\/$/, "") ?? "";
  const found = new Set<string>();
  $("a[href]").each((_, element) => {
    const url = normalizePageUrl(element.attribs.href ?? "", pageUrl);
    if (!url || !url.startsWith(prefix) || url === normalizePageUrl(pageUrl)) return;
    if (PRODUCT_URL.some((pattern) => pattern.test(url))) found.add(url);
  });
  return [...found];
}
