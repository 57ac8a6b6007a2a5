import "server-only";
import { and, desc, gte, isNotNull, sql } from "drizzle-orm";
import { productAllowed } from "../product-policy";
import { getDb } from "@/platform/db/client";
import { recentDropRatioSql, selectProductCards, type ProductCardData } from "../product-card";
import { products } from "../schema";

export type HomeSections = { drops: ProductCardData[]; newest: ProductCardData[]; popular: ProductCardData[] };

/** The home page's lists: the biggest drops of the lowest price in the last 24 hours, new products, most popular. */
export async function listHomeSections({ now = new Date(), limit = 8 }: { now?: Date; limit?: number } = {}): Promise<HomeSections> {
  const db = getDb();
  const visible = productAllowed("compare");
  const [drops, newest, popular] = await Promise.all([
    selectProductCards(db, {
      where: and(visible, isNotNull(recentDropRatioSql(now)), gte(products.lowestChangedAt, new Date(now.getTime() - 86_400_000))),
      orderBy: [sql`${recentDropRatioSql(now)} desc`, desc(products.id)],
      limit,
    }),
    selectProductCards(db, { where: visible, orderBy: [desc(products.createdAt), desc(products.id)], limit }),
    selectProductCards(db, { where: visible, orderBy: [desc(products.popularity), desc(products.id)], limit }),
  ]);
  return { drops, newest, popular };
}
