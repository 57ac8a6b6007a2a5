import "server-only";
import { and, asc, desc, eq, inArray, not, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { selectProductCards, type ProductCardData } from "@/domains/catalog/product-card";
import { productAllowed } from "@/domains/catalog/product-policy";
import { countProducts, listProductIdsWhere, listSearchTexts, searchableProductColumns as products } from "@/domains/catalog/listing";
import { getDb, type Db } from "@/platform/db/client";
import { parseSearchQuery, type SearchQuery } from "./normalize-query";
import { buildRankPatterns } from "./rank-patterns";
import { soundAlikeQuery } from "./sound-alike-query";
import { correctQueryWords } from "./typo-correction";
import { TYPO_QUERY_SETTINGS } from "./typo-similarity";

export type ProductSearchResult = {
  query: SearchQuery;
  /** How many products the public may see (productAllowed) match (all pages). */
  total: number;
  items: ProductCardData[];
  /** True when nothing matched exactly and these are typo-tolerant (respelt or similar) matches. */
  approximate: boolean;
  /** The respelt query these results are for (`래몬` → `레몬`), when there was one. */
  correctedText?: string;
  /** `typos: "fill"`: how many of the items (the last ones) are similar names topping up a short list of exact matches. */
  filled?: number;
};

/** /search's filters and sort (catalog's search-refinements: the listings' rules); no order means relevance. */
export type SearchRefinement = { where: SQL; orderBy: SQL[] | null };

// Words hold only letters, digits and "." after normalisation, so they need no LIKE escaping.
const contains = (column: SQLWrapper, word: string) => sql`${column} LIKE ${`%${word}%`}`;

function filtersFor(query: SearchQuery, refine: SearchRefinement | undefined): SQL {
  return and(
    productAllowed("list"),
    refine?.where,
    query.volumeMl !== null ? eq(products.volumeMl, query.volumeMl) : undefined,
    query.nicotineMg !== null ? eq(products.nicotineMg, query.nicotineMg) : undefined,
  )!;
}

/**
 * Substring (all words) or 초성 match, tiered by where it sits in the name: a whole word (0), the
 * start of a word (1), elsewhere in the name (2), only in the maker or tags (3).
 */
function exactMatchFor(query: SearchQuery): { where: SQL; tier: SQL } {
  const name = sql`lower(${products.name})`;
  const { wholeWord, wordStart } = buildRankPatterns(query);
  const where = query.chosung
    ? contains(products.searchChosung, query.chosung)
    : (and(...query.words.map((word) => contains(products.searchText, word))) ?? sql`TRUE`);
  // The 초성 key spans name, maker and tags; a match ending within the name's length is in the name.
  const inName = query.chosung
    ? sql`strpos(${products.searchChosung}, ${query.chosung}) + ${query.chosung.length - 1} <= char_length(replace(${products.name}, ' ', ''))`
    : (and(...query.words.map((word) => contains(name, word))) ?? sql`TRUE`);
  return {
    where,
    tier: sql`CASE WHEN ${name} ~ ${wholeWord} THEN 0 WHEN ${name} ~ ${wordStart} THEN 1 WHEN ${inName} THEN 2 ELSE 3 END`,
  };
}

type Page = { limit: number; offset: number; counted: boolean };
type Matches = { where: SQL; orderBy: SQL[] };

function exactMatches(query: SearchQuery, refine?: SearchRefinement): Matches {
  const { where, tier } = exactMatchFor(query);
  return { where: and(filtersFor(query, refine), where)!, orderBy: refine?.orderBy ?? [tier, desc(products.popularity), asc(products.id)] };
}

/** Similar names for a mistyped query (jamo, TYPO_QUERY_SETTINGS), never repeating an exact match. */
function similarMatches(query: SearchQuery, refine?: SearchRefinement): Matches {
  const queryJamo = sql`normalize(${query.text}::text, NFD)`;
  return {
    where: and(
      filtersFor(query, refine),
      sql`(${products.searchJamo} %> ${queryJamo} OR ${products.searchJamo} %>> ${queryJamo})`,
      not(exactMatchFor(query).where),
    )!,
    orderBy: refine?.orderBy ?? [
      sql`word_similarity(${queryJamo}, ${products.searchJamo}) DESC`,
      desc(products.popularity),
      asc(products.id),
    ],
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

/** Runs the typo queries with their settings (thresholds, index reads), for this transaction only. */
async function withTypoSettings<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  const settings = Object.entries(TYPO_QUERY_SETTINGS).map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT ${sql.join(settings, sql`, `)}`);
    return run(tx);
  });
}

const CORRECTION_SOURCES = 20;

/** The query respelt after the names of the products most similar to it (`래몬` → `레몬`), or null. */
async function findCorrectedQuery(db: Db, query: SearchQuery): Promise<SearchQuery | null> {
  const { where, orderBy } = similarMatches(query);
  const names = await withTypoSettings(db, (tx) => listSearchTexts(tx, { where, orderBy, limit: CORRECTION_SOURCES }));
  const words = correctQueryWords({ words: query.words, names });
  return words ? { ...query, text: words.join(" "), words } : null;
}

type SearchOptions = {
  limit: number;
  offset: number;
  typos: "fill" | "fallback";
  counted: boolean;
  refine?: SearchRefinement;
  /** Already a respelt (or heard) query: never respelt again, or a filter that leaves nothing would respell forever. */
  respelt?: boolean;
};

async function searchParsed(db: Db, query: SearchQuery, options: SearchOptions): Promise<Omit<ProductSearchResult, "query">> {
  const { limit, offset, typos, counted, refine, respelt: isRespelt } = options;
  const exact = await findPage(db, exactMatches(query, refine), { limit, offset, counted });
  const typoSearchable = query.text !== "" && !query.chosung;
  if (typoSearchable && exact.total === 0 && !isRespelt) {
    // A typo finds what its right spelling finds; similar names only when no respelling matches.
    // English flavour and maker words (mint, Dinner Lady) are heard as the catalogue's Hangul ones first.
    const corrected = (await soundAlikeQuery(db, query)) ?? (await findCorrectedQuery(db, query));
    const respelt = corrected ? await searchParsed(db, corrected, { ...options, respelt: true }) : null;
    if (respelt && respelt.total > 0) return { ...respelt, approximate: true, correctedText: corrected!.text };
    const similar = await withTypoSettings(db, (tx) => findPage(tx, similarMatches(query, refine), { limit, offset, counted }));
    return { ...similar, approximate: similar.items.length > 0 };
  }
  // A short first page is topped up once (not paged on): the total is what the page shows.
  if (typoSearchable && typos === "fill" && exact.total < limit && offset === 0) {
    const page = { limit: limit - exact.items.length, offset: 0, counted: false };
    const similar = await withTypoSettings(db, (tx) => findPage(tx, similarMatches(query, refine), page));
    const items = [...exact.items, ...similar.items];
    return { total: items.length, items, approximate: false, filled: similar.items.length };
  }
  return { ...exact, approximate: false };
}

/**
 * Searches visible products by name, manufacturer and flavour tags: Hangul substrings, 초성 (`ㄹㅁ` →
 * 레몬), volume/nicotine words as filters, typos through pg_trgm. Ranked whole word > word start >
 * in the name > other fields, then popularity. A query nothing matches is respelt after the most
 * similar names (as generous as the right spelling), else shows similar names. `typos: "fill"` also
 * tops up a short list with similar names — autocomplete and /search alike, so the results page holds what the
 * suggestions showed. `refine`: /search's filters and sort.
 */
export async function searchProducts({
  q,
  limit = 20,
  offset = 0,
  typos = "fallback",
  counted = true,
  refine,
}: {
  q: string;
  limit?: number;
  offset?: number;
  typos?: "fill" | "fallback";
  /** False skips counting all matches: `total` is then only how many were returned. */
  counted?: boolean;
  refine?: SearchRefinement;
}): Promise<ProductSearchResult> {
  const query = parseSearchQuery(q);
  if (!query.text && query.volumeMl === null && query.nicotineMg === null) return { query, total: 0, items: [], approximate: false };
  return { query, ...(await searchParsed(getDb(), query, { limit, offset, typos, counted, refine })) };
}

/** Which of these products the query finds exactly (saved-search alerts: typo matches would be noise). */
export async function listSearchMatchIds({ q, productIds }: { q: string; productIds: number[] }): Promise<number[]> {
  const query = parseSearchQuery(q);
  if (productIds.length === 0 || (!query.text && query.volumeMl === null && query.nicotineMg === null)) return [];
  return listProductIdsWhere(getDb(), and(exactMatches(query).where, inArray(products.id, productIds))!);
}
