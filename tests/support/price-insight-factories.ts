import { recordOfferObservation } from "@/domains/catalog/pricing/record-offer-observation";
import { refreshDueInsights } from "@/domains/catalog/pricing/refresh-due-insights";
import type { products } from "@/domains/catalog/schema";
import { createOffer, createProduct, createSellerSite } from "./factories";

const DAY = 86_400_000;
/** `daysAgo` days before the suite's now (a minute back, so "today" is never in the future). */
export const daysAgo = (days: number, now = Date.now() - 60_000) => new Date(now - days * DAY);

/** A shop crawled daily (stale after two days), no shipping fee: all-in equals the shop price. */
export const createDailyShop = () => createSellerSite({ crawlIntervalMinutes: 24 * 60, shippingFee: 0, freeShippingThreshold: null });

/** Each simulated day: the crawl's observations, then the daily recompute, as the running site does. */
export async function observeDay(days: number, observations: Array<{ offerId: number; price: number }>) {
  for (const o of observations) await recordOfferObservation({ ...o, inStock: true, observedAt: daysAgo(days) });
  await refreshDueInsights({ now: daysAgo(days) });
}

/**
 * A product whose one offer a daily crawl saw at `price(daysAgo)` for `days` days, then `today` now, all through
 * recordOfferObservation and the daily recompute (so the stored insight is what the site leaves behind).
 */
export async function crawledDaily({
  days,
  price,
  today,
  ...product
}: { days: number; price: (daysAgo: number) => number; today: number } & Partial<typeof products.$inferInsert>) {
  const row = await createProduct(product);
  const offer = await createOffer({ productId: row.id, sellerSiteId: (await createDailyShop()).id });
  for (let k = days; k >= 1; k--) await observeDay(k, [{ offerId: offer.id, price: price(k) }]);
  await observeDay(0, [{ offerId: offer.id, price: today }]);
  return { product: row, offer };
}
