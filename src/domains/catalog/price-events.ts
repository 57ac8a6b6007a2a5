import { z } from "zod";
import type { ProductPricing } from "./refresh-product-pricing";

const won = z.number().int().positive();
const id = z.number().int().positive();

/**
 * What a change of a product's offers means to people watching it; the notifications domain consumes these.
 * `oldLowestPrice`/`newLowestPrice` are all-in lowests (price + that shop's shipping, sold-out and stale offers excluded);
 * a member's alert announces `newLowestPrice`, and a `back_in_stock` is its restock.
 */
export const priceEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("price_dropped"), productId: id, oldLowestPrice: won, newLowestPrice: won }),
  z.object({ type: z.literal("price_rose"), productId: id, oldLowestPrice: won, newLowestPrice: won }),
  z.object({ type: z.literal("back_in_stock"), productId: id, oldLowestPrice: won.nullable(), newLowestPrice: won }),
  z.object({ type: z.literal("out_of_stock"), productId: id, oldLowestPrice: won, newLowestPrice: z.null() }),
]);
export type PriceEvent = z.infer<typeof priceEventSchema>;

/** The four price events' names, written once: page caches, facet counts and members' alerts subscribe to all of them. */
export const PRICE_EVENT_TYPES = ["price_dropped", "price_rose", "back_in_stock", "out_of_stock"] as const satisfies ReadonlyArray<
  PriceEvent["type"]
>;

declare module "@/platform/events/domain-events" {
  interface DomainEventMap {
    price_dropped: Extract<PriceEvent, { type: "price_dropped" }>;
    price_rose: Extract<PriceEvent, { type: "price_rose" }>;
    back_in_stock: Extract<PriceEvent, { type: "back_in_stock" }>;
    out_of_stock: Extract<PriceEvent, { type: "out_of_stock" }>;
  }
}

/**
 * Names how a product's offers moved (its restock, its selling out, the direction of its all-in lowest), for caches,
 * lists and alerts alike. Whether a member hears of a move (the 가격 하락 알림 기준, a target, the usual range) is no
 * question here: the wishlist's claiming update decides it, once (wishlist/price-alerts/announced-prices.ts).
 */
export function priceEventsFor(productId: number, before: ProductPricing, after: ProductPricing): PriceEvent[] {
  const [oldLowest, newLowest] = [before.lowestTotalPrice, after.lowestTotalPrice];
  if (before.inStockOfferCount === 0 && after.inStockOfferCount > 0 && newLowest !== null) {
    return [{ type: "back_in_stock", productId, oldLowestPrice: oldLowest, newLowestPrice: newLowest }];
  }
  if (before.inStockOfferCount > 0 && after.inStockOfferCount === 0 && oldLowest !== null) {
    return [{ type: "out_of_stock", productId, oldLowestPrice: oldLowest, newLowestPrice: null }];
  }
  if (oldLowest !== null && newLowest !== null && newLowest < oldLowest) {
    return [{ type: "price_dropped", productId, oldLowestPrice: oldLowest, newLowestPrice: newLowest }];
  }
  // Rises matter too: caches and rankings follow every change, and a target price can be crossed again only after one.
  if (oldLowest !== null && newLowest !== null && newLowest > oldLowest) {
    return [{ type: "price_rose", productId, oldLowestPrice: oldLowest, newLowestPrice: newLowest }];
  }
  return [];
}
