import { subscribeDomainEvent } from "@/platform/events/event-bus";
import { EVERY_PAGE, type PageCache } from "./page-cache";
import { PRICE_ORDER_TAG, productTag } from "./page-tags";

const PRICE_EVENTS = ["price_dropped", "price_rose", "back_in_stock", "out_of_stock"] as const;

/**
 * Drops cached pages when what they show changes, on events from this process or (Redis) any other: a price
 * event drops the product's page, every page linking to it and every price-ordered list; site settings (shown
 * on every page) drop all. Returns an unsubscribe.
 */
export function invalidatePagesOnEvents(cache: PageCache): () => void {
  const stops = [
    ...PRICE_EVENTS.map((type) => subscribeDomainEvent(type, (event) => cache.invalidate([productTag(event.productId), PRICE_ORDER_TAG]))),
    subscribeDomainEvent("site_settings_changed", () => cache.invalidate([EVERY_PAGE])),
  ];
  return () => stops.forEach((stop) => stop());
}
