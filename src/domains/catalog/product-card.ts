import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/platform/db/client";
import { RECENT_DROP_DAYS } from "./price-badge-flags";
import { allowedImageUrlSql } from "./product-policy";
import { manufacturers, products } from "./schema";

/** What a product card shows: enough for name, maker, lowest price, 원/ml, offer count and a drop badge. */
export const productCardColumns = {
  id: products.id,
  name: products.name,
  manufacturerName: manufacturers.name,
  inhalation: products.inhalation,
  nicotineForm: products.nicotineForm,
  nicotineMg: products.nicotineMg,
  volumeMl: products.volumeMl,
  imageUrl: allowedImageUrlSql(),
  flavorTags: products.flavorTags,
  lowestPrice: products.lowestPrice,
  lowestTotalPrice: products.lowestTotalPrice,
  pricePerMl: products.pricePerMl,
  offerCount: products.offerCount,
  inStockOfferCount: products.inStockOfferCount,
  previousLowestPrice: products.previousLowestPrice,
  lowestChangedAt: products.lowestChangedAt,
  low30d: products.low30d,
  allTimeLow: products.allTimeLow,
  reviewCount: products.reviewCount,
  ratingAverage: products.ratingAverage,
  priceInsight: products.priceInsight,
};

export type ProductCardData = {
  id: number;
  name: string;
  manufacturerName: string;
  inhalation: "MTL" | "DL";
  nicotineForm: "freebase" | "salt";
  nicotineMg: number;
  volumeMl: number;
  /** An admin's upload or a demo bottle (product-photo.ts), or a shop's picture URL, which is not shown. */
  imageUrl: string | null;
  flavorTags: string[];
  lowestPrice: number | null;
  /** All-in: the headline price. */
  lowestTotalPrice: number | null;
  /** All-in 원/ml. */
  pricePerMl: number | null;
  offerCount: number;
  inStockOfferCount: number;
  previousLowestPrice: number | null;
  lowestChangedAt: Date | null;
  low30d: number | null;
  allTimeLow: number | null;
  /** Members' reviews (denormalised by setProductRating). */
  reviewCount: number;
  ratingAverage: number | null;
  /** Where today's lowest stands in its 90-day typical range (refreshPriceInsights); tiles badge only `low`. */
  priceInsight?: "low" | "typical" | "high" | null;
};

/**
 * Drop of the all-in lowest price from its previous value, as a fraction, while it earns its badge (recentDropPercent:
 * the last RECENT_DROP_DAYS days); null when it did not drop or the drop is older, so the sort and the badge agree.
 */
export const recentDropRatioSql = (now: Date): SQL<number | null> =>
  sql`case when ${products.previousLowestPrice} > ${products.lowestTotalPrice}
    and ${products.lowestChangedAt} >= ${new Date(now.getTime() - RECENT_DROP_DAYS * 86_400_000).toISOString()}::timestamptz
    then (${products.previousLowestPrice} - ${products.lowestTotalPrice})::float8 / ${products.previousLowestPrice} end`;

/** Cards of visible products matching `where`, in `orderBy` order. */
export async function selectProductCards(
  db: Db,
  { where, orderBy, limit, offset = 0 }: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset?: number },
): Promise<ProductCardData[]> {
  return db
    .select(productCardColumns)
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}
