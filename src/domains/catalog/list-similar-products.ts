import "server-only";
import { and, arrayOverlaps, asc, eq, ne, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { selectProductCards, type ProductCardData } from "./product-card";
import { products, type Inhalation } from "./schema";

/**
 * Products like this one: same inhalation type sharing a flavour tag, most shared tags first, then
 * the closest cooling and price.
 */
export async function listSimilarProducts({ product, limit = 8 }: { product: { id: number; inhalation: Inhalation; flavorTags: string[]; cooling: number; lowestPrice: number | null }; limit?: number }): Promise<ProductCardData[]> {
  if (!product.flavorTags.length) return [];
  const shared = sql`cardinality(array(select unnest(${products.flavorTags}) intersect select unnest(${sql.param(product.flavorTags)}::text[])))`;
  return selectProductCards(getDb(), {
    where: and(eq(products.visible, true), eq(products.inhalation, product.inhalation), ne(products.id, product.id), arrayOverlaps(products.flavorTags, product.flavorTags)),
    orderBy: [
      sql`${shared} desc`,
      sql`abs(${products.cooling} - ${product.cooling})`,
      sql`abs(coalesce(${products.lowestPrice}, 0) - ${product.lowestPrice ?? 0}) asc`,
      asc(products.id),
    ],
    limit,
  });
}
