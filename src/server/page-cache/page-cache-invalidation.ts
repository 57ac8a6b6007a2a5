import { PRICE_EVENT_TYPES } from "@/domains/catalog/price-events";
import { subscribeDomainEvent } from "@/platform/events/event-bus";
import { EVERY_PAGE, type PageCache } from "./page-cache";
import { PRICE_ORDER_TAG, productTag } from "./page-tags";

/** How long a price-ordered list may still show the order from before a price event. */
const PRICE_ORDER_REFRESH_MS = 10_000;

/**
 * Drops cached pages when what they show changes, on events from this process or (Redis) any other: a price
 * event drops the product's page and every page linking to it at once, and lets price-ordered lists (which the
 * product may enter) refresh within 10 s; site settings (shown on every page) drop all; admin edits drop what they
 * touched. Returns an unsubscribe.
 */
export function invalidatePagesOnEvents(cache: PageCache): () => void {
  const stops = [
    ...PRICE_EVENT_TYPES.map((type) =>
      subscribeDomainEvent(type, async (event) => {
        await cache.invalidate([productTag(event.productId)]);
        await cache.expireSoon([PRICE_ORDER_TAG], PRICE_ORDER_REFRESH_MS);
      }),
    ),
    subscribeDomainEvent("site_settings_changed", () => cache.invalidate([EVERY_PAGE])),
    // What the public may see changed (LAWFUL): no page may keep a withheld product or miss one that came back.
    subscribeDomainEvent("compliance_policy_changed", () => cache.invalidate([EVERY_PAGE])),
    // An admin's edit: the products' pages and lists at once (a hidden product leaves every list), or everything.
    subscribeDomainEvent("catalog_changed", ({ productIds }) =>
      cache.invalidate(productIds.length ? [...productIds.map(productTag), PRICE_ORDER_TAG] : [EVERY_PAGE]),
    ),
  ];
  return () => stops.forEach((stop) => stop());
}
