import type { ProductPricing } from "./refresh-product-pricing";

/** What a change of a product's offers means to people watching it; the notifications domain consumes these. */
export type PriceEvent =
  | { type: "price_dropped"; productId: number; oldLowestPrice: number; newLowestPrice: number }
  | { type: "back_in_stock"; productId: number; oldLowestPrice: number | null; newLowestPrice: number }
  | { type: "out_of_stock"; productId: number; oldLowestPrice: number; newLowestPrice: null };

export function priceEventsFor(productId: number, before: ProductPricing, after: ProductPricing): PriceEvent[] {
  if (before.inStockOfferCount === 0 && after.inStockOfferCount > 0 && after.lowestPrice !== null) {
    return [{ type: "back_in_stock", productId, oldLowestPrice: before.lowestPrice, newLowestPrice: after.lowestPrice }];
  }
  if (before.inStockOfferCount > 0 && after.inStockOfferCount === 0 && before.lowestPrice !== null) {
    return [{ type: "out_of_stock", productId, oldLowestPrice: before.lowestPrice, newLowestPrice: null }];
  }
  if (before.lowestPrice !== null && after.lowestPrice !== null && after.lowestPrice < before.lowestPrice) {
    return [{ type: "price_dropped", productId, oldLowestPrice: before.lowestPrice, newLowestPrice: after.lowestPrice }];
  }
  return [];
}
