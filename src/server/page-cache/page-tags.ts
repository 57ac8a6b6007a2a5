/** Tag of the pages that show a product (its own page, and every page linking to it). */
export const productTag = (productId: number) => `product:${productId}`;
/** Tag of the pages whose choice or order of products follows prices: home (drops, deals), /deals, price sorts and price or stock filters. */
export const PRICE_ORDER_TAG = "price-order";

const PRODUCT_LINK = /href="\/products\/(\d+)"/g;
const PRICE_ORDERED_QUERY = /[?&](?:sort=(?:price|per_ml|drop)|min=|max=|stock=)/;

/** The tags of a rendered page at `url`: what a price event must drop it for. */
export function tagsOfPage(url: string, html: string): string[] {
  const tags = new Set<string>();
  const own = /^\/products\/(\d+)(?:[?#]|$)/.exec(url);
  if (own) tags.add(productTag(Number(own[1])));
  for (const link of html.matchAll(PRODUCT_LINK)) tags.add(productTag(Number(link[1])));
  const path = url.split("?")[0];
  if (path === "/" || path === "/deals" || PRICE_ORDERED_QUERY.test(url)) tags.add(PRICE_ORDER_TAG);
  return [...tags];
}
