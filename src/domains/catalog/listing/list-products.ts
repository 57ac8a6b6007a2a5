import "server-only";
import { asc, desc, sql, type SQL } from "drizzle-orm";
import type { PolicyCapability } from "@/domains/settings/compliance-policy";
import { getDb } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { listingCondition } from "./listing-conditions";
import type { ListingParams, ListingSort } from "./listing-params";
import { recentDropRatioSql, selectProductCards, type ProductCardData } from "../product-card";
import { products, type Inhalation } from "../schema";

export const LISTING_PAGE_SIZE = 24;

/** A listing sort's order (/search offers the same sorts). */
export const listingOrder = (sort: ListingSort, now: Date): SQL[] => (sort === "drop" ? dropOrder(now) : ORDER[sort]);

const ORDER: Record<Exclude<ListingSort, "drop">, SQL[]> = {
  popular: [desc(products.popularity), desc(products.id)],
  price: [sql`${products.lowestTotalPrice} asc nulls last`, asc(products.id)],
  price_shop: [sql`${products.lowestPrice} asc nulls last`, asc(products.id)],
  per_ml: [sql`${products.pricePerMl} asc nulls last`, asc(products.id)],
  // Reviewed products first, the most reviewed (then the best rated) on top; unreviewed ones keep popularity's order.
  reviews: [desc(products.reviewCount), sql`${products.ratingAverage} desc nulls last`, desc(products.popularity), desc(products.id)],
  // The best average first; among equals, the one more members rated.
  rating: [sql`${products.ratingAverage} desc nulls last`, desc(products.reviewCount), desc(products.popularity), desc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
};
// 가격 인하율순 sorts by the drop its badge shows: an older drop no longer counts.
const dropOrder = (now: Date) => [
  sql`${recentDropRatioSql(now)} desc nulls last`,
  sql`${products.lowestChangedAt} desc nulls last`,
  asc(products.id),
];

export type ProductListing = { items: ProductCardData[]; total: number; page: number; pageCount: number };

/**
 * One page of a listing (입호흡 or 폐호흡; null: both, as the public API lists) with its filters and sort, and how many
 * products match in all. A page past the end (an old link, `?page=99`) shows the last page instead.
 */
export async function listProducts({
  inhalation,
  params,
  pageSize = LISTING_PAGE_SIZE,
  capability = "list",
  now = new Date(),
}: {
  inhalation: Inhalation | null;
  params: ListingParams;
  pageSize?: number;
  capability?: PolicyCapability;
  now?: Date;
}): Promise<ProductListing> {
  const db = getDb();
  const where = listingCondition(inhalation, params, capability);
  const [items, [count]] = await Promise.all([
    selectProductCards(db, { where, orderBy: listingOrder(params.sort, now), limit: pageSize, offset: (params.page - 1) * pageSize }),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${products} where ${where}`),
  ]);
  const total = Number(count?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (params.page <= pageCount) return { items, total, page: params.page, pageCount };
  const lastPage = await selectProductCards(db, {
    where,
    orderBy: listingOrder(params.sort, now),
    limit: pageSize,
    offset: (pageCount - 1) * pageSize,
  });
  return { items: lastPage, total, page: pageCount, pageCount };
}
