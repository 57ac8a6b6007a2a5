import type { OfferView } from "./get-product-detail";
import { BENEFIT_KINDS, type BenefitPrice } from "../benefit-price";

/** What an offer row draws (list price, free-shipping threshold and 원/ml stay on the server). */
export type OfferRow = Pick<
  OfferView,
  | "id"
  | "siteName"
  | "sellerTitle"
  | "price"
  | "shipping"
  | "total"
  | "inStock"
  | "stale"
  | "lastCrawledAt"
  | "siteSlug"
  | "siteVerified"
  | "quantity"
  | "benefits"
>;

/** A benefit price on the wire: its kind's index in BENEFIT_KINDS, the amount, the condition. */
type PackedBenefit = [kind: number, amount: number, condition: string];

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
  quantity: number,
  benefits: PackedBenefit[],
];

const packBenefit = ({ kind, amount, condition }: BenefitPrice): PackedBenefit => [BENEFIT_KINDS.indexOf(kind), amount, condition];
const unpackBenefit = ([kind, amount, condition]: PackedBenefit): BenefitPrice => ({ kind: BENEFIT_KINDS[kind]!, amount, condition });

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
  quantity,
  benefits,
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
  quantity,
  benefits.map(packBenefit),
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
  quantity,
  benefits,
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
  quantity,
  benefits: benefits.map(unpackBenefit),
});
