import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Inhalation, NicotineForm } from "@/domains/catalog/schema";
import { getDb, type Db } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import { parseSearchQuery, type SearchQuery } from "./normalize-query";

export type ProductSearchHit = {
  id: number;
  name: string;
  manufacturerName: string;
  inhalation: Inhalation;
  nicotineForm: NicotineForm;
  nicotineMg: number;
  volumeMl: number;
  imageUrl: string | null;
  lowestPrice: number | null;
  lowestTotalPrice: number | null;
  pricePerMl: number | null;
  offerCount: number;
};

export type ProductSearchResult = {
  query: SearchQuery;
  /** How many visible products match (all pages). */
  total: number;
  items: ProductSearchHit[];
  /** True when nothing matched exactly and these are typo-tolerant (similar) matches. */
  approximate: boolean;
};

/**
 * Typo candidates come from the trigram index on whole syllables (`레먼` shares only `␣␣레` with
 * `레몬`, hence a low bar), then must be similar at the jamo level (NFD: `ㄹㅔㅁㅓㄴ` vs `ㄹㅔㅁㅗㄴ`),
 * which tells `레몬` (0.5) from `레드불` (0.33).
 */
const TYPO_CANDIDATE_THRESHOLD = 0.3;
const TYPO_MIN_JAMO_SIMILARITY = 0.45;

const HIT_COLUMNS = sql`p.id, p.name, m.name AS "manufacturerName", p.inhalation, p.nicotine_form AS "nicotineForm",
  p.nicotine_mg::float8 AS "nicotineMg", p.volume_ml AS "volumeMl", p.image_url AS "imageUrl", p.lowest_price AS "lowestPrice",
  p.lowest_total_price AS "lowestTotalPrice", p.price_per_ml AS "pricePerMl", p.offer_count AS "offerCount",
  (count(*) OVER ())::int AS total`;

// Words hold only letters, digits and "." after normalisation, so they need no LIKE escaping.
const contains = (column: SQL, word: string) => sql`${column} LIKE ${`%${word}%`}`;
const allOf = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` AND `) : sql`TRUE`);

function filtersFor(query: SearchQuery): SQL {
  const conditions = [sql`p.visible`];
  if (query.volumeMl !== null) conditions.push(sql`p.volume_ml = ${query.volumeMl}`);
  if (query.nicotineMg !== null) conditions.push(sql`p.nicotine_mg = ${query.nicotineMg}`);
  return allOf(conditions);
}

/** Substring (all words) or 초성 match; `search_text`/`search_chosung` start with the product name. */
function exactMatchFor(query: SearchQuery): { where: SQL; tier: SQL } {
  if (query.chosung) {
    return {
      where: contains(sql`p.search_chosung`, query.chosung),
      tier: sql`CASE WHEN p.search_chosung LIKE ${`${query.chosung}%`} THEN 0 ELSE 2 END`,
    };
  }
  return {
    where: allOf(query.words.map((word) => contains(sql`p.search_text`, word))),
    tier: sql`CASE WHEN p.search_text LIKE ${`${query.text}%`} THEN 0
      WHEN ${allOf(query.words.map((word) => contains(sql`lower(p.name)`, word)))} THEN 1 ELSE 2 END`,
  };
}

type Page = { limit: number; offset: number };
type HitRow = ProductSearchHit & { total: number };

async function findExact(db: Db, query: SearchQuery, page: Page): Promise<HitRow[]> {
  const { where, tier } = exactMatchFor(query);
  return queryRows<HitRow>(
    db,
    sql`SELECT ${HIT_COLUMNS} FROM product p JOIN manufacturer m ON m.id = p.manufacturer_id
      WHERE ${filtersFor(query)} AND ${where}
      ORDER BY ${tier}, p.popularity DESC, p.id LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

/** Similar names for a mistyped query, never repeating an exact match. */
async function findSimilar(db: Db, query: SearchQuery, page: Page): Promise<HitRow[]> {
  const jamoSimilarity = sql`word_similarity(normalize(${query.text}::text, NFD), normalize(p.search_text, NFD))`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_CANDIDATE_THRESHOLD)}, true)`);
    return queryRows<HitRow>(
      tx,
      sql`SELECT ${HIT_COLUMNS} FROM product p JOIN manufacturer m ON m.id = p.manufacturer_id
        WHERE ${filtersFor(query)} AND p.search_text %> ${query.text} AND NOT (${exactMatchFor(query).where})
          AND ${jamoSimilarity} >= ${TYPO_MIN_JAMO_SIMILARITY}
        ORDER BY ${jamoSimilarity} DESC, p.popularity DESC, p.id LIMIT ${page.limit} OFFSET ${page.offset}`,
    );
  });
}

const withoutTotal = ({ total: _total, ...hit }: HitRow): ProductSearchHit => hit;

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
}: {
  q: string;
  limit?: number;
  offset?: number;
  typos?: "fill" | "fallback";
}): Promise<ProductSearchResult> {
  const query = parseSearchQuery(q);
  if (!query.text && query.volumeMl === null && query.nicotineMg === null) return { query, total: 0, items: [], approximate: false };
  const db = getDb();
  const exact = await findExact(db, query, { limit, offset });
  // A page past the end has no row to carry the total: ask the first page whether anything matched.
  const counted = exact.length === 0 && offset > 0 ? await findExact(db, query, { limit: 1, offset: 0 }) : exact;
  const exactTotal = counted[0]?.total ?? 0;
  const typoSearchable = query.text !== "" && !query.chosung;
  if (typoSearchable && typos === "fill" && exact.length < limit && offset === 0) {
    const similar = await findSimilar(db, query, { limit: limit - exact.length, offset: 0 });
    return { query, total: exactTotal + (similar[0]?.total ?? 0), items: [...exact, ...similar].map(withoutTotal), approximate: false };
  }
  if (typoSearchable && typos === "fallback" && exactTotal === 0) {
    const similar = await findSimilar(db, query, { limit, offset });
    return { query, total: similar[0]?.total ?? 0, items: similar.map(withoutTotal), approximate: similar.length > 0 };
  }
  return { query, total: exactTotal, items: exact.map(withoutTotal), approximate: false };
}
