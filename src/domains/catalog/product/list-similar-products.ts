import "server-only";
import { and, arrayOverlaps, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { productAllowed } from "../product-policy";
import { selectProductCards, type ProductCardData } from "../product-card";
import { createQueryCache } from "../query-cache";
import { products, type Inhalation } from "../schema";

type SimilarTo = { id: number; inhalation: Inhalation; flavorTags: string[]; cooling: number; lowestPrice: number | null };

/**
 * Ids of products like this one: same inhalation type sharing a flavour tag, most shared tags first,
 * then the closest cooling and price.
 */
export async function querySimilarProductIds(product: SimilarTo, limit: number): Promise<number[]> {
  const shared = sql.join(
    product.flavorTags.map((tag) => sql`(${tag} = any(${products.flavorTags}))::int`),
    sql` + `,
  );
  const rows = await getDb()
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        productAllowed("list"),
        eq(products.inhalation, product.inhalation),
        ne(products.id, product.id),
        arrayOverlaps(products.flavorTags, product.flavorTags),
      ),
    )
    .orderBy(
      sql`${shared} desc`,
      sql`abs(${products.cooling} - ${product.cooling})`,
      sql`abs(coalesce(${products.lowestPrice}, 0) - ${product.lowestPrice ?? 0}) asc`,
      asc(products.id),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

// The choice of neighbours may lag price moves by a minute; the cards themselves are always read fresh.
const similarIds = createQueryCache<number[]>({ ttlMs: 60_000, maxEntries: 2_000, clearOn: ["compliance_policy_changed"] });

/** Cards of the products most like this one (`querySimilarProductIds`), in that order, visible only. */
export async function listSimilarProducts({ product, limit = 8 }: { product: SimilarTo; limit?: number }): Promise<ProductCardData[]> {
  if (!product.flavorTags.length) return [];
  const ids = await similarIds.get(`${product.id}:${limit}`, () => querySimilarProductIds(product, limit));
  if (!ids.length) return [];
  const cards = await selectProductCards(getDb(), {
    where: and(inArray(products.id, ids), productAllowed("compare")),
    orderBy: [asc(products.id)],
    limit,
  });
  const rank = new Map(ids.map((id, i) => [id, i]));
  return cards.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
}
