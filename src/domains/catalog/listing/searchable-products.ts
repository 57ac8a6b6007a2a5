import "server-only";
import { and, asc, count, inArray, sql, type SQL } from "drizzle-orm";
import { productAllowed } from "../product-policy";
import { getDb, type Db } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { manufacturers, products } from "../schema";

/**
 * The product columns the search domain matches and ranks on (its search text, 초성 and jamo keys are
 * written by buildSearchFields); search builds its conditions on these and reads cards through
 * selectProductCards, never the table itself.
 */
export const searchableProductColumns = {
  id: products.id,
  name: products.name,
  volumeMl: products.volumeMl,
  nicotineMg: products.nicotineMg,
  popularity: products.popularity,
  searchText: products.searchText,
  searchChosung: products.searchChosung,
  searchJamo: products.searchJamo,
};

/** How many products match `where` (built on searchableProductColumns). */
export async function countProducts(db: Db, where: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(where);
  return row?.total ?? 0;
}

/** The ids of the products matching `where` (built on searchableProductColumns). */
export async function listProductIdsWhere(db: Db, where: SQL): Promise<number[]> {
  const rows = await db.select({ id: products.id }).from(products).where(where);
  return rows.map((row) => row.id);
}

/** The search texts of the first products matching `where` in `orderBy` (both built on searchableProductColumns). */
export async function listSearchTexts(db: Db, { where, orderBy, limit }: { where: SQL; orderBy: SQL[]; limit: number }): Promise<string[]> {
  const rows = await db
    .select({ text: products.searchText })
    .from(products)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
  return rows.map((row) => row.text);
}

/** Every manufacturer, by id. */
export async function listManufacturers({ db = getDb() }: { db?: Db } = {}) {
  return db
    .select({ id: manufacturers.id, name: manufacturers.name, slug: manufacturers.slug })
    .from(manufacturers)
    .orderBy(asc(manufacturers.id));
}

/** Products the public may see (productAllowed) per manufacturer, for the given manufacturers. */
export async function countVisibleProductsByManufacturer({
  manufacturerIds,
  db = getDb(),
}: {
  manufacturerIds: number[];
  db?: Db;
}): Promise<Map<number, number>> {
  const counts = await db
    .select({ manufacturerId: products.manufacturerId, productCount: count() })
    .from(products)
    .where(and(productAllowed("list"), inArray(products.manufacturerId, manufacturerIds)))
    .groupBy(products.manufacturerId);
  return new Map(counts.map((row) => [row.manufacturerId, row.productCount]));
}

/** The distinct Hangul words of the search texts of products the public may see (names, makers, tags): what a loanword can be heard as. */
export async function listHangulSearchWords(db: Db): Promise<string[]> {
  const rows = await queryRows<{ word: string }>(
    db,
    sql`select distinct w as word from ${products}, unnest(string_to_array(${products.searchText}, ' ')) w
        where ${productAllowed("list")} and w ~ '[가-힣]'`,
  );
  return rows.map((row) => row.word);
}
