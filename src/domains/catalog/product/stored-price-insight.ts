import type { PriceInsight } from "../price-insight";
import type { products } from "../schema";

type StoredColumns = Pick<typeof products.$inferSelect, "typicalPriceLow" | "typicalPriceHigh" | "priceInsight">;

/** The insight refreshPriceInsights stored on a product row; null without a typical range. */
export function storedPriceInsight({ typicalPriceLow, typicalPriceHigh, priceInsight }: StoredColumns): PriceInsight | null {
  if (typicalPriceLow === null || typicalPriceHigh === null) return null;
  return { low: typicalPriceLow, high: typicalPriceHigh, label: priceInsight };
}

/** The chart's 평소 가격 band, as props: absent without a typical range. */
export function typicalBand(product: StoredColumns): { typical?: [number, number] } {
  const insight = storedPriceInsight(product);
  return insight ? { typical: [insight.low, insight.high] } : {};
}
