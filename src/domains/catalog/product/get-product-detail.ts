import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type Db } from "@/platform/db/client";
import { allInPrice, pricePerMl } from "../all-in-price";
import { productAllowed } from "../product-policy";
import { sortOffers } from "./offer-order";
import { isOfferStale } from "../offer-standing";
import type { BenefitPrice } from "../benefit-price";
import { manufacturers, offers, products, sellerSites } from "../schema";
import { hasBusinessNumber } from "../shop-info";

export type OfferView = {
  id: number;
  siteName: string;
  /** The shop's page (/shops/<slug>) and whether its 사업자등록번호 is known: the row's short shop information. */
  siteSlug: string;
  siteVerified: boolean;
  sellerTitle: string | null;
  price: number | null;
  listPrice: number | null;
  /** What shipping adds to this offer's price: 0 when free (above the shop's threshold). */
  shipping: number | null;
  freeShippingThreshold: number | null;
  total: number | null;
  perMl: number | null;
  inStock: boolean;
  /** Not confirmed for two of its shop's crawl intervals: shown dimmed, never the lowest. */
  stale: boolean;
  lastCrawledAt: Date | null;
  /** Bottles sold at the price: above 1 a set offer, shown with its per-bottle price and never the lowest. */
  quantity: number;
  /** Coupon, card, member prices and 적립금 the page states: beside the price, never in it. */
  benefits: BenefitPrice[];
};

const productColumns = {
  id: products.id,
  name: products.name,
  manufacturerName: manufacturers.name,
  manufacturerSlug: manufacturers.slug,
  inhalation: products.inhalation,
  flavorTags: products.flavorTags,
  cooling: products.cooling,
  vgPercent: products.vgPercent,
  nicotineForm: products.nicotineForm,
  nicotineSource: products.nicotineSource,
  nicotineMg: products.nicotineMg,
  volumeMl: products.volumeMl,
  description: products.description,
  imageUrl: products.imageUrl,
  lowestPrice: products.lowestPrice,
  lowestTotalPrice: products.lowestTotalPrice,
  pricePerMl: products.pricePerMl,
  offerCount: products.offerCount,
  inStockOfferCount: products.inStockOfferCount,
  low30d: products.low30d,
  allTimeLow: products.allTimeLow,
  previousLowestPrice: products.previousLowestPrice,
  lowestChangedAt: products.lowestChangedAt,
  typicalPriceLow: products.typicalPriceLow,
  typicalPriceHigh: products.typicalPriceHigh,
  priceInsight: products.priceInsight,
  reviewCount: products.reviewCount,
  ratingAverage: products.ratingAverage,
};

async function selectVisibleProduct(db: Db, id: number) {
  const [product] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(and(eq(products.id, id), productAllowed("compare")));
  return product;
}

export type ProductDetail = {
  product: NonNullable<Awaited<ReturnType<typeof selectVisibleProduct>>>;
  offers: OfferView[];
  /** Changes whenever the product's price history does (an offer's price or stock changed, an offer came or went). */
  historyVersion: string;
};

/** A product the public may see and compare, with every offer, cheapest all-in first; null when missing, hidden or not allowed. */
export async function getProductDetail({ id }: { id: number }): Promise<ProductDetail | null> {
  const db = getDb();
  const product = await selectVisibleProduct(db, id);
  if (!product) return null;
  const rows = await db
    .select({
      id: offers.id,
      siteName: sellerSites.name,
      siteSlug: sellerSites.slug,
      publishedInfo: sellerSites.publishedInfo,
      enteredInfo: sellerSites.enteredInfo,
      sellerTitle: offers.sellerTitle,
      price: offers.price,
      listPrice: offers.listPrice,
      offerFee: offers.shippingFee,
      siteFee: sellerSites.shippingFee,
      freeShippingThreshold: sellerSites.freeShippingThreshold,
      inStock: offers.inStock,
      lastCrawledAt: offers.lastCrawledAt,
      intervalMinutes: sellerSites.crawlIntervalMinutes,
      lastChangedAt: offers.lastChangedAt,
      quantity: offers.quantity,
      benefits: offers.benefits,
    })
    .from(offers)
    .innerJoin(sellerSites, eq(sellerSites.id, offers.sellerSiteId))
    .where(eq(offers.productId, id));
  const now = new Date();
  const views = rows.map(({ offerFee, siteFee, lastChangedAt: _changed, intervalMinutes, publishedInfo, enteredInfo, ...o }): OfferView => {
    const total = o.price === null ? null : allInPrice(o.price, { fee: offerFee ?? siteFee, freeThreshold: o.freeShippingThreshold });
    return {
      ...o,
      total,
      shipping: total === null || o.price === null ? null : total - o.price,
      perMl: o.price === null ? null : pricePerMl(o.price, product.volumeMl),
      stale: isOfferStale({ lastCrawledAt: o.lastCrawledAt, intervalMinutes, now }),
      siteVerified: hasBusinessNumber({ published: publishedInfo, entered: enteredInfo }),
    };
  });
  const historyVersion = rows
    .map((o) => `${o.id}@${o.lastChangedAt?.getTime() ?? 0}`)
    .sort()
    .join(",");
  return { product, offers: sortOffers(views, "total"), historyVersion };
}
