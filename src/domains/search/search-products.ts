import "server-only";
import { and, asc, desc, eq, inArray, not, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { selectProductCards, type ProductCardData } from "@/domains/catalog/product-card";
import { countProducts, listProductIdsWhere, searchableProductColumns as products } from "@/domains/catalog/searchable-products";
import { getDb, type Db } from "@/platform/db/client";
import { parseSearchQuery, type SearchQuery } from "./normalize-query";
import { TYPO_QUERY_SETTINGS } from "./typo-similarity";

export type ProductSearchResult = {
  query: SearchQuery;
  /** How many visible products match (all pages). */
  total: number;
  items: ProductCardData[];
  /** True when nothing matched exactly and these are typo-tolerant (similar) matches. */
  approximate: boolean;
};

// Words hold only letters, digits and "." after normalisation, so they need no LIKE escaping.
const contains = (column: SQLWrapper, word: string) => sql`${column} LIKE ${`%${word}%`}`;

function filtersFor(query: SearchQuery): SQL {
  return and(
    eq(products.visible, true),
    query.volumeMl !== null ? eq(products.volumeMl, query.volumeMl) : undefined,
    query.nicotineMg !== null ? eq(products.nicotineMg, query.nicotineMg) : undefined,
  )!;
}

/**
 * Substring (all words) or 초성 match, tiered name prefix (0) > in the name (1) > maker or tags (2);
 * `search_text`/`search_chosung` start with the product name (buildSearchFields).
 */
function exactMatchFor(query: SearchQuery): { where: SQL; tier: SQL } {
  if (query.chosung) {
    return {
      where: contains(products.searchChosung, query.chosung),
      // The key spans name, maker and tags; a match ending within the name's length is in the name.
      tier: sql`CASE WHEN ${products.searchChosung} LIKE ${`${query.chosung}%`} THEN 0
        WHEN strpos(${products.searchChosung}, ${query.chosung}) + ${query.chosung.length - 1} <= char_length(replace(${products.name}, ' ', '')) THEN 1
        ELSE 2 END`,
    };
  }
  const inName = and(...query.words.map((word) => contains(sql`lower(${products.name})`, word)));
  return {
    where: and(...query.words.map((word) => contains(products.searchText, word))) ?? sql`TRUE`,
    tier: sql`CASE WHEN ${products.searchText} LIKE ${`${query.text}%`} THEN 0 WHEN ${inName ?? sql`TRUE`} THEN 1 ELSE 2 END`,
  };
}

type Page = { limit: number; offset: number; counted: boolean };
type Matches = { where: SQL; orderBy: SQL[] };

function exactMatches(query: SearchQuery): Matches {
  const { where, tier } = exactMatchFor(query);
  return { where: and(filtersFor(query), where)!, orderBy: [tier, desc(products.popularity), asc(products.id)] };
}

/** Similar names for a mistyped query (jamo, TYPO_QUERY_SETTINGS), never repeating an exact match. */
function similarMatches(query: SearchQuery): Matches {
  const queryJamo = sql`normalize(${query.text}::text, NFD)`;
  return {
    where: and(
      filtersFor(query),
      sql`(${products.searchJamo} %> ${queryJamo} OR ${products.searchJamo} %>> ${queryJamo})`,
      not(exactMatchFor(query).where),
    )!,
    orderBy: [sql`word_similarity(${queryJamo}, ${products.searchJamo}) DESC`, desc(products.popularity), asc(products.id)],
  };
}

/**
 * One page of matches and the total; the total costs a count only when asked for and the page is
 * full or not the first (autocomplete never asks).
 */
async function findPage(db: Db, matches: Matches, page: Page): Promise<{ items: ProductCardData[]; total: number }> {
  const items = await selectProductCards(db, { ...matches, limit: page.limit, offset: page.offset });
  if (!page.counted || (page.offset === 0 && items.length < page.limit)) return { items, total: page.offset + items.length };
  return { items, total: await countProducts(db, matches.where) };
}

/** The typo query runs with its settings (thresholds, index reads), for this transaction only. */
async function findSimilarPage(db: Db, query: SearchQuery, page: Page) {
  const settings = Object.entries(TYPO_QUERY_SETTINGS).map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT ${sql.join(settings, sql`, `)}`);
    return findPage(tx, similarMatches(query), page);
  });
}

/**
 * Searches visible products by name, manufacturer and flavour tags: Hangul substrings, 초성 (`ㄹㅁ` →
 * 레몬), volume/nicotine words as filters, typos through pg_trgm. Ranked name prefix > name contains
 * > other fields, then popularity. `typos: "fill"` tops up a short list with similar names
 * (autocomplete); `"fallback"` shows them only when nothing matched exactly (results page).
 */
export async function searchProducts({
  q,
  limit = 20,
  offset = 0,
  typos = "fallback",
  counted = true,
}: {
  q: string;
  limit?: number;
  offset?: number;
  typos?: "fill" | "fallback";
  /** False skips counting all matches: `total` is then only how many were returned. */
  counted?: boolean;
}): Promise<ProductSearchResult> {
  const query = parseSearchQuery(q);
  if (!query.text && query.volumeMl === null && query.nicotineMg === null) return { query, total: 0, items: [], approximate: false };
  const db = getDb();
  const exact = await findPage(db, exactMatches(query), { limit, offset, counted });
  const typoSearchable = query.text !== "" && !query.chosung;
  if (typoSearchable && typos === "fill" && exact.items.length < limit && offset === 0) {
    const similar = await findSimilarPage(db, query, { limit: limit - exact.items.length, offset: 0, counted });
    return { query, total: exact.total + similar.total, items: [...exact.items, ...similar.items], approximate: false };
  }
  if (typoSearchable && typos === "fallback" && exact.total === 0) {
    const similar = await findSimilarPage(db, query, { limit, offset, counted });
    return { query, ...similar, approximate: similar.items.length > 0 };
  }
  return { query, ...exact, approximate: false };
}

/** Which of these products the query finds exactly (saved-search alerts: typo matches would be noise). */
export async function listSearchMatchIds({ q, productIds }: { q: string; productIds: number[] }): Promise<number[]> {
  const query = parseSearchQuery(q);
  if (productIds.length === 0 || (!query.text && query.volumeMl === null && query.nicotineMg === null)) return [];
  return listProductIdsWhere(getDb(), and(exactMatches(query).where, inArray(products.id, productIds))!);
}
