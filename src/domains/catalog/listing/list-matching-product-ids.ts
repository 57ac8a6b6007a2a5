import "server-only";
import { and, inArray } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { listingCondition } from "./listing-conditions";
import type { ListingParams } from "./listing-params";
import { products, type Inhalation } from "../schema";

/** Which of these products a listing with these filters shows (saved-search alerts reuse the listing's own conditions). */
export async function listMatchingProductIds({
  inhalation,
  params,
  productIds,
}: {
  inhalation: Inhalation;
  params: ListingParams;
  productIds: number[];
}): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await getDb()
    .select({ id: products.id })
    .from(products)
    .where(and(listingCondition(inhalation, params), inArray(products.id, productIds)));
  return rows.map((row) => row.id);
}
