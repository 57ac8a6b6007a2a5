import "server-only";
import { asc, lt } from "drizzle-orm";
import { getDb, type Db } from "@/platform/db/client";
import { publishDomainEvents } from "@/platform/events/event-bus";
import { announceCatalogChanged } from "../catalog-change-events";
import { priceEventsFor, type PriceEvent } from "../price-events";
import { refreshProductPricing } from "../refresh-product-pricing";
import { products } from "../schema";

const BATCH = 500;

/**
 * Re-prices, at the moment it happens, every product one of whose counted offers has turned stale
 * (`pricing_valid_until` passed): the stored lowest is the buyable lowest at every moment, not only after
 * the shop's next crawl. Publishes the price events (caches, rankings and alerts follow them as any other);
 * products whose shop count alone changed are announced as catalogue changes so their cached pages drop too.
 */
export async function refreshExpiredPricing({ now = new Date(), db = getDb() }: { now?: Date; db?: Db } = {}): Promise<{
  events: PriceEvent[];
  repriced: number[];
}> {
  const expired = await db
    .select({ id: products.id })
    .from(products)
    .where(lt(products.pricingValidUntil, now))
    .orderBy(asc(products.pricingValidUntil))
    .limit(BATCH);
  const events: PriceEvent[] = [];
  for (const { id } of expired) {
    const { before, after } = await db.transaction((tx) => refreshProductPricing(tx as unknown as Db, id, now, { priceMoved: false }));
    events.push(...priceEventsFor(id, before, after));
  }
  await publishDomainEvents(events);
  const repriced = expired.map((p) => p.id);
  const withEvent = new Set(events.map((e) => e.productId));
  await announceCatalogChanged(repriced.filter((id) => !withEvent.has(id)));
  return { events, repriced };
}
