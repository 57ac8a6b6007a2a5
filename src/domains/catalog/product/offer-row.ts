import type { OfferView } from "../get-product-detail";

/** What an offer row draws (list price, free-shipping threshold and 원/ml stay on the server). */
export type OfferRow = Pick<
  OfferView,
  "id" | "siteName" | "sellerTitle" | "price" | "shipping" | "total" | "inStock" | "stale" | "lastCrawledAt" | "siteSlug" | "siteVerified"
>;

/** An offer as the RSC payload carries it: positional, so a page's offers send no key names (~0.1 KB per offer instead of ~0.27 KB). */
export type PackedOffer = [
  id: number,
  siteName: string,
  sellerTitle: string | null,
  price: number | null,
  shipping: number | null,
  total: number | null,
  inStock: 0 | 1,
  stale: 0 | 1,
  lastCrawledAt: string | null,
  siteSlug: string,
  siteVerified: 0 | 1,
];

export const packOffer = ({
  id,
  siteName,
  sellerTitle,
  price,
  shipping,
  total,
  inStock,
  stale,
  lastCrawledAt,
  siteSlug,
  siteVerified,
}: OfferView): PackedOffer => [
  id,
  siteName,
  sellerTitle,
  price,
  shipping,
  total,
  inStock ? 1 : 0,
  stale ? 1 : 0,
  lastCrawledAt?.toISOString() ?? null,
  siteSlug,
  siteVerified ? 1 : 0,
];

export const unpackOffer = ([
  id,
  siteName,
  sellerTitle,
  price,
  shipping,
  total,
  inStock,
  stale,
  lastCrawledAt,
  siteSlug,
  siteVerified,
]: PackedOffer): OfferRow => ({
  id,
  siteName,
  sellerTitle,
  price,
  shipping,
  total,
  inStock: inStock === 1,
  stale: stale === 1,
  lastCrawledAt: lastCrawledAt === null ? null : new Date(lastCrawledAt),
  siteSlug,
  siteVerified: siteVerified === 1,
});
