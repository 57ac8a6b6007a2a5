import { load } from "cheerio";
import { normalizePageUrl, isProductPageUrl } from "@/domains/crawler/run";

// Category (list) page URLs: Cafe24 (both styles), 고도몰, 메이크샵, 아임웹 (?category=) and /collections/ or
// /category/ paths of other shops.
const LIST_URL = [
  /\/product\/list\.html\?(?:.*&)?cate_no=\d+/i,
  /\/category\/[^/?#]+\/\d+\/?$/i,
  /\/goods\/goods_list\.php\?(?:.*&)?cateCd=\w+/i,
  /\/shop\/shopbrand\.html\?(?:.*&)?xcode=\w+/i,
  /[?&]category=\w+/i,
  /\/(?:collections|categories|category)\/[^/?#]+\/?(?:\?|$)/i,
];

export const isListPageUrl = (url: string): boolean => !isProductPageUrl(url) && LIST_URL.some((pattern) => pattern.test(url));

/** Inside the shop: the shop address's prefix (a shop may live under a path, e.g. `/vapemall/`). */
function insideShop(url: string, shopUrl: string): boolean {
  const prefix = normalizePageUrl(shopUrl)?.replace(/\/$/, "") ?? "";
  return url.startsWith(prefix);
}

/** Category page links on a shop page (its home or another list), inside the shop, normalised and unique. */
export function findListPageLinks({ html, pageUrl, shopUrl }: { html: string; pageUrl: string; shopUrl: string }): string[] {
  const $ = load(html);
  const found = new Set<string>();
  $("a[href]").each((_, element) => {
    const url = normalizePageUrl(element.attribs.href ?? "", pageUrl);
    if (url && insideShop(url, shopUrl) && isListPageUrl(url)) found.add(url);
  });
  return [...found];
}

/** The child sitemaps a sitemap index names; none when the sitemap lists pages itself. */
export function childSitemaps(xml: string): string[] {
  if (!/<sitemapindex[\s>]/i.test(xml)) return [];
  return [...xml.matchAll(/<loc>\s*(?:<!\[CDATA\[)?\s*([^<\]\s]+)/gi)].map((m) => m[1]!.replaceAll("&amp;", "&"));
}
