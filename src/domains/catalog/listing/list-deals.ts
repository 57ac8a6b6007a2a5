import "server-only";
import { and, asc, count, desc, eq, gt, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import type { DealsParams } from "./deals-params";
import { productAllowed } from "../product-policy";
import { selectProductCards, type ProductCardData } from "../product-card";
import { manufacturers, products, type Inhalation } from "../schema";

export const DEALS_PAGE_SIZE = 24;

/** How far under its typical range's lower end the buyable lowest is, as a fraction: the deals' order. */
const belowTypicalSql = sql`(${products.typicalPriceLow} - ${products.lowestTotalPrice})::float8 / ${products.typicalPriceLow}`;
const DEAL_ORDER: SQL[] = [sql`${belowTypicalSql} desc`, desc(products.id)];

/** Visible products whose buyable lowest is below their typical range (the stored label, kept with the lowest). */
function dealCondition(inhalation: Inhalation | null): SQL {
  return and(
    productAllowed("compare"),
    eq(products.priceInsight, "low"),
    gt(products.inStockOfferCount, 0),
    isNotNull(products.lowestTotalPrice),
    lt(products.lowestTotalPrice, products.typicalPriceLow),
    inhalation ? eq(products.inhalation, inhalation) : undefined,
  )!;
}

export type DealListing = {
  items: ProductCardData[];
  total: number;
  page: number;
  pageCount: number;
  /** Makers with deals under the type filter, most deals first: the maker filter's choices. */
  makers: Array<{ slug: string; name: string; count: number }>;
};

/** 오늘의 특가: one page of the products priced below their usual range, furthest below first; a page past the end shows the last. */
export async function listDeals({ params, pageSize = DEALS_PAGE_SIZE }: { params: DealsParams; pageSize?: number }): Promise<DealListing> {
  const db = getDb();
  const base = dealCondition(params.inhalation);
  const where = params.maker ? and(base, eq(manufacturers.slug, params.maker))! : base;
  const [makerRows, [counted]] = await Promise.all([
    db
      .select({ slug: manufacturers.slug, name: manufacturers.name, count: count() })
      .from(products)
      .innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
      .where(base)
      .groupBy(manufacturers.slug, manufacturers.name)
      .orderBy(desc(count()), asc(manufacturers.name)),
    db.select({ n: count() }).from(products).innerJoin(manufacturers, eq(manufacturers.id, products.manufacturerId)).where(where),
  ]);
  const total = Number(counted?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(params.page, pageCount);
  const items = await selectProductCards(db, { where, orderBy: DEAL_ORDER, limit: pageSize, offset: (page - 1) * pageSize });
  return { items, total, page, pageCount, makers: makerRows.map((m) => ({ ...m, count: Number(m.count) })) };
}

/** The home page's 오늘의 특가: the first `limit` deals of every type and maker. */
export async function listTopDeals({ limit }: { limit: number }): Promise<ProductCardData[]> {
  return selectProductCards(getDb(), { where: dealCondition(null), orderBy: DEAL_ORDER, limit });
}
