import type { OfferView } from "./get-product-detail";

/** What an offer row draws, and all that the page's RSC payload carries for it (list price, free-shipping threshold and 원/ml stay on the server). */
export type OfferRow = Pick<
  OfferView,
  "id" | "siteName" | "sellerTitle" | "price" | "shipping" | "total" | "inStock" | "stale" | "lastCrawledAt"
>;

export const toOfferRow = ({ id, siteName, sellerTitle, price, shipping, total, inStock, stale, lastCrawledAt }: OfferView): OfferRow => ({
  id,
  siteName,
  sellerTitle,
  price,
  shipping,
  total,
  inStock,
  stale,
  lastCrawledAt,
});
