import "server-only";
import { getConfig } from "@/platform/config";
import { notFound } from "@/platform/errors";
import { parseListingParams, listProducts } from "../listing";
import { isOfferBuyable } from "../offer-standing";
import { getCachedPriceHistory, loadProduct, type HistoryRange, type PriceHistorySeries } from "../product";
import type { ProductCardData } from "../product-card";
import { createQueryCache } from "../query-cache";
import { PRICE_EVENT_TYPES } from "../price-events";
import type { PriceHistoryBody, ProductDetailBody, ProductListBody, ProductSummaryBody } from "./schemas";
import type { SearchParams } from "@/platform/http/search-params";

const productUrl = (id: number) => `${getConfig().BASE_URL}/products/${id}`;

function summaryOf(card: Omit<ProductCardData, "imageUrl" | "lowestChangedAt" | "previousLowestPrice">): ProductSummaryBody {
  return {
    id: card.id,
    name: card.name,
    manufacturer: card.manufacturerName,
    inhalation: card.inhalation,
    nicotineForm: card.nicotineForm,
    nicotineMg: Number(card.nicotineMg),
    volumeMl: card.volumeMl,
    flavorTags: card.flavorTags,
    lowestTotalPrice: card.lowestTotalPrice,
    lowestPrice: card.lowestPrice,
    pricePerMl: card.pricePerMl,
    offerCount: card.offerCount,
    inStockOfferCount: card.inStockOfferCount,
    low30d: card.low30d,
    allTimeLow: card.allTimeLow,
    reviewCount: card.reviewCount,
    ratingAverage: card.ratingAverage,
    url: productUrl(card.id),
  };
}

// A listing changes with prices and stock (price events drop every answer at once, in every process), an admin's edit
// or the policy; the TTL is the backstop for what sends no event (a rise of an offer that is not the lowest).
const listingCache = createQueryCache<ProductListBody>({
  ttlMs: 30_000,
  maxEntries: 500,
  clearOn: [...PRICE_EVENT_TYPES, "catalog_changed", "compliance_policy_changed"],
});

/** A page of products the public may compare, with the listing pages' filters and sorts (`raw`: the query, repeated names as arrays). */
export function readProductList({ raw, limit, inhalation }: { raw: SearchParams; limit: number; inhalation: "MTL" | "DL" | null }) {
  const params = parseListingParams(raw);
  const key = JSON.stringify([inhalation, limit, { ...params, view: null }]);
  return listingCache.get(key, async (): Promise<ProductListBody> => {
    const listing = await listProducts({ inhalation, params, pageSize: limit, capability: "compare" });
    return { items: listing.items.map(summaryOf), total: listing.total, page: listing.page, pageCount: listing.pageCount, limit };
  });
}

// A product's detail (and its historyVersion) changes with the same events: a price event, or catalog_changed, which
// recording a price announces when the shop price or the shops in stock moved. The TTL bounds what sends none (a
// price that is not the lowest; an offer turning stale without moving the lowest) to the product page cache's order.
const productCache = createQueryCache<Awaited<ReturnType<typeof loadProduct>>>({
  ttlMs: 10_000,
  maxEntries: 2_000,
  clearOn: [...PRICE_EVENT_TYPES, "catalog_changed", "compliance_policy_changed"],
});
const loadComparableProduct = (id: number) => productCache.get(String(id), () => loadProduct(String(id)));

/** A product the public may compare, with its buyable offers (in stock, priced, fresh), cheapest all-in first; 404 else. */
export async function readProduct({ id }: { id: number }): Promise<{ body: ProductDetailBody; historyVersion: string }> {
  const detail = await loadComparableProduct(id);
  if (!detail) throw notFound("없는 상품입니다.");
  const { product } = detail;
  const { BASE_URL } = getConfig();
  const offers = detail.offers.flatMap((offer) =>
    isOfferBuyable(offer) && offer.total !== null
      ? [
          {
            id: offer.id,
            shop: { name: offer.siteName, slug: offer.siteSlug, verified: offer.siteVerified },
            sellerTitle: offer.sellerTitle,
            price: offer.price,
            shipping: offer.shipping ?? 0,
            total: offer.total,
            perMl: offer.perMl,
            quantity: offer.quantity,
            checkedAt: offer.lastCrawledAt?.toISOString() ?? null,
            buyUrl: `${BASE_URL}/go/${offer.id}`,
          },
        ]
      : [],
  );
  const body: ProductDetailBody = {
    product: {
      ...summaryOf({ ...product, inStockOfferCount: product.inStockOfferCount, priceInsight: product.priceInsight }),
      vgPercent: product.vgPercent,
      cooling: product.cooling,
      nicotineSource: product.nicotineSource,
      typicalPriceLow: product.typicalPriceLow,
      typicalPriceHigh: product.typicalPriceHigh,
    },
    offers,
  };
  return { body, historyVersion: detail.historyVersion };
}

const dailyOf = (days: string[], totals: Array<number | null>, lows: Array<number | null>) =>
  days.map((date, i) => ({ date, lowestTotal: totals[i] ?? null, lowest: lows[i] ?? null }));

/** A product's daily lows over `days` (all-in and shop price), and with `byShop` each shop's; 404 for a product the public may not compare. */
export async function readPriceHistory({
  id,
  days,
  byShop,
}: {
  id: number;
  days: HistoryRange;
  byShop: boolean;
}): Promise<PriceHistoryBody> {
  const detail = await loadProduct(String(id));
  if (!detail) throw notFound("없는 상품입니다.");
  const series: PriceHistorySeries = await getCachedPriceHistory({ productId: detail.product.id, days, version: detail.historyVersion });
  return {
    productId: detail.product.id,
    days,
    from: series.days[0]!,
    to: series.days.at(-1)!,
    daily: dailyOf(series.days, series.lowestTotal, series.lowest),
    ...(byShop ? { shops: series.sites.map((s) => ({ id: s.id, name: s.name, daily: dailyOf(series.days, s.lowsTotal, s.lows) })) } : {}),
  };
}
