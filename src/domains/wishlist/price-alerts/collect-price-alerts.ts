import "server-only";
import { listLowestBuyableOffers, type LowestBuyableOffer } from "@/domains/catalog/pricing";
import { listProductSummaries, type ProductSummary } from "@/domains/catalog/listing";
import type { PriceEvent } from "@/domains/catalog/price-events";
import { getSiteSettings } from "@/domains/settings/get-site-settings";
import { getConfig } from "@/platform/config";
import { claimPriceAlerts, listAlertedWatchers, type AlertRules, type ClaimedAlert } from "./announced-prices";
import { matchSavedSearches, type ProductChange } from "./match-saved-searches";
import { kindWanted } from "@/domains/accounts/notification-kinds";
import { listNotificationPreferences } from "@/domains/accounts/queries";
import { isAllTimeLow } from "@/domains/catalog/price-badge-flags";
import {
  alertSubject,
  allTimeLowText,
  backInStockText,
  belowUsualText,
  priceDropText,
  targetReachedText,
  type AlertSubject,
} from "./price-alert-text";

export type PriceAlert = {
  userId: string;
  kind: "price_drop" | "all_time_low" | "target_price" | "back_in_stock" | "saved_search";
  productId: number;
  content: string;
  url: string;
};

const productUrl = (productId: number) => `/products/${productId}`;

/**
 * Per product of the batch: what its events say (the all-in lowest they moved it to, the newest last; a restock), and
 * what they do not, read now. Those re-reads are also what keeps an alert right when it is made: `products` holds only
 * the products the policy lets members hear about now, `lowestOffers` only offers buyable now (in stock, not stale), with the
 * shop an alert names, when that offer's price last changed and its shop's crawl interval (announced-prices.ts).
 */
function changesOf(events: PriceEvent[], products: ProductSummary[], lowestOffers: Map<number, LowestBuyableOffer>): ProductChange[] {
  return products.map((product) => {
    const own = events.filter((event) => event.productId === product.id);
    const price = own.at(-1)!.newLowestPrice;
    const lowest = lowestOffers.get(product.id);
    return {
      productId: product.id,
      product,
      lowest,
      events: own,
      price,
      subject: lowest && price !== null ? alertSubject({ product, lowest, price }) : undefined,
    };
  });
}

/** The batch's rules, read each time so an admin's change of 가격 하락 알림 기준 or 알림 간격 applies at once. */
async function alertRules(now: Date, allTimeLowUnwanted: string[]): Promise<AlertRules> {
  const settings = await getSiteSettings();
  return {
    now,
    dropWon: getConfig().PRICE_DROP_ALERT_WON,
    dropShare: settings.priceDropPercent / 100,
    minHours: settings.priceAlertMinHours,
    allTimeLowUnwanted,
  };
}

/** Of the members watching products now at their 역대 최저가, those who switched that kind off on /profile. */
async function membersNotWantingAllTimeLows(productIds: number[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const watchers = await listAlertedWatchers({ productIds });
  const preferences = await listNotificationPreferences({ userIds: watchers });
  return watchers.filter((userId) => !kindWanted(preferences.get(userId), "all_time_low"));
}

/** What a claimed alert says, by the reason its claim returned (announced-prices.ts decides; this only words it). */
function toAlert(claim: ClaimedAlert, subject: AlertSubject, usual: [low: number, high: number] | null): PriceAlert {
  const base = { userId: claim.userId, productId: claim.productId, url: productUrl(claim.productId) };
  switch (claim.reason) {
    case "target":
      return { ...base, kind: "target_price", content: targetReachedText(subject, claim.targetPrice) };
    case "all_time_low":
      return { ...base, kind: "all_time_low", content: allTimeLowText(subject, claim.announcedBefore) };
    case "below_usual":
      // Claimed below the usual range only where the product has one (its low is what the claim compared).
      return { ...base, kind: "price_drop", content: belowUsualText(subject, usual!) };
    case "restock":
      return { ...base, kind: "back_in_stock", content: backInStockText(subject) };
    case "drop":
      return { ...base, kind: "price_drop", content: priceDropText(subject, claim.announcedBefore) };
  }
}

/**
 * Decides who must hear about these price events, from what they say, the products and offers as they stand now, and each member's memory
 * (announced-prices.ts): a member hears of a product's price once — a drop under what they were last told (by the
 * 가격 하락 알림 기준 setting or PRICE_DROP_ALERT_WON), their target crossed, a new 역대 최저가, a fall below the usual range (평소보다 낮아지면
 * 알림), or a restock — never for an offer
 * returning from stale at its old price, at most once per 같은 상품 알림 최소 간격. Saved searches hear of a product once.
 */
export async function collectPriceAlerts({ events }: { events: PriceEvent[] }): Promise<PriceAlert[]> {
  if (events.length === 0) return [];
  const now = new Date();
  const productIds = [...new Set(events.map((event) => event.productId))];
  const [products, lowest] = await Promise.all([
    listProductSummaries({ ids: productIds, capability: "alert" }),
    listLowestBuyableOffers({ productIds, now }),
  ]);
  const changes = changesOf(events, products, lowest);
  const standings = new Map(
    changes.map(({ productId, product, lowest, events, price, subject }) => {
      // Both ends of the typical range are stored together (refresh-price-insights.ts).
      const usual =
        product.typicalPriceLow !== null && product.typicalPriceHigh !== null
          ? ([product.typicalPriceLow, product.typicalPriceHigh] as [number, number])
          : null;
      const standing = {
        productId,
        price,
        priceChangedAt: lowest?.priceChangedAt ?? null,
        intervalMinutes: lowest?.crawlIntervalMinutes ?? null,
        restock: events.some((event) => event.type === "back_in_stock"),
        typicalLow: usual?.[0] ?? null,
        allTimeLow: isAllTimeLow(price, product.allTimeLow),
      };
      return [productId, { standing, usual, subject }] as const;
    }),
  );
  const lows = [...standings.values()].filter(({ standing }) => standing.allTimeLow).map(({ standing }) => standing.productId);
  const claims = await claimPriceAlerts(
    [...standings.values()].map(({ standing }) => standing),
    await alertRules(now, await membersNotWantingAllTimeLows(lows)),
  );
  const watchers = claims.map((claim) => {
    // Claimed only with a buyable lowest, so its subject is there.
    const { subject, usual } = standings.get(claim.productId)!;
    return toAlert(claim, subject!, usual);
  });
  // A member just told about a product does not hear of it again through a saved search in the same batch.
  const told = new Set(watchers.map((alert) => `${alert.userId}:${alert.productId}`));
  const searches = (await matchSavedSearches({ changes })).filter((hit) => !told.has(`${hit.userId}:${hit.productId}`));
  return [...watchers, ...searches.map((hit) => ({ ...hit, kind: "saved_search" as const, url: productUrl(hit.productId) }))];
}
