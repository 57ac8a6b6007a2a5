import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { PolicyCapability } from "@/domains/settings/compliance-policy";
import { productAllowed } from "../product-policy";
import { getDb } from "@/platform/db/client";
import { productCardColumns, type ProductCardData } from "../product-card";
import { manufacturers, products, type NicotineSource } from "../schema";

/** A card plus what comparing and watching need: all-in lowest price, VG, cooling, nicotine source. */
export type ProductSummary = ProductCardData & {
  lowestTotalPrice: number | null;
  vgPercent: number;
  cooling: number;
  nicotineSource: NicotineSource;
  /** The 90-day typical all-in range (refreshPriceInsights); null without enough history. */
  typicalPriceLow: number | null;
  typicalPriceHigh: number | null;
};

/** Products the public may see and compare, by id (other domains' lists and /compare); missing or hidden ids are left out, order not kept. */
export async function listProductSummaries({
  ids,
  capability = "compare",
}: {
  ids: number[];
  /** What the caller does with them: alerts ask for `alert`. */
  capability?: Extract<PolicyCapability, "compare" | "alert">;
}): Promise<ProductSummary[]> {
  if (ids.length === 0) return [];
  return getDb()
    .select({
      ...productCardColumns,
      lowestTotalPrice: products.lowestTotalPrice,
      vgPercent: products.vgPercent,
      cooling: products.cooling,
      nicotineSource: products.nicotineSource,
      typicalPriceLow: products.typicalPriceLow,
      typicalPriceHigh: products.typicalPriceHigh,
    })
    .from(products)
    .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
    .where(and(inArray(products.id, ids), productAllowed(capability)));
}
