import { afterEach, beforeEach, vi } from "vitest";
import { DEFAULT_NOTIFICATION_PREFERENCES } from "@/domains/accounts/schema";
import { recordOfferObservation } from "@/domains/catalog/pricing/record-offer-observation";
import type { sellerSites } from "@/domains/catalog/schema";
import { collectPriceAlerts, type PriceAlert } from "@/domains/wishlist/price-alerts";
import { createMember } from "./account-factories";
import { createSellerSite } from "./factories";

/** Fakes only `Date` for each test of the suite (timers and the database run as usual); tests move it with `advanceClock`. */
export function useTestClock(): void {
  beforeEach(() => void vi.useFakeTimers({ toFake: ["Date"], now: Date.now() }));
  afterEach(() => void vi.useRealTimers());
}

export function advanceClock(minutes: number): void {
  vi.setSystemTime(Date.now() + minutes * 60_000);
}

/** A shop crawled hourly (its offers turn stale after two hours unread) with a flat fee and no free shipping. */
export function createHourlyShop(overrides: Partial<typeof sellerSites.$inferInsert> = {}) {
  return createSellerSite({ shippingFee: 0, freeShippingThreshold: null, crawlIntervalMinutes: 60, ...overrides });
}

/** One crawl of an offer at the clock's time, its events run through collectPriceAlerts as the notifier would. */
export async function crawlForAlerts(offerId: number, price: number, inStock = true) {
  const { events } = await recordOfferObservation({ offerId, price, inStock, observedAt: new Date() });
  return { events, alerts: await collectPriceAlerts({ events }) };
}

export const alertsFor = (alerts: PriceAlert[], userId: string) => alerts.filter((alert) => alert.userId === userId);

/** A member who switched 역대 최저가 off: a new all-time low is only a drop to them (the drop rules' own suites). */
export const createDropWatcher = () =>
  createMember({
    notificationPreferences: {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      kinds: { ...DEFAULT_NOTIFICATION_PREFERENCES.kinds, all_time_low: false },
    },
  });
