import "server-only";
import { sql } from "drizzle-orm";
import { normalizeSearchText } from "@/domains/search/normalize-query";
import type { Db } from "@/platform/db/client";
import { queryRows } from "@/platform/db/rows";
import type { UnmatchedSuggestion } from "./schema";
import { parseTitleSpecs, titleForMatching } from "./title-specs";

const MIN_SIMILARITY = 0.15;
const MAX_SUGGESTIONS = 5;

/** Name similarity adjusted by whether the title's ml / mg agree with the product's. */
export function scoreSuggestion({
  similarity,
  title,
  volumeMl,
  nicotineMg,
}: {
  similarity: number;
  title: { volumeMl: number | null; nicotineMg: number | null };
  volumeMl: number;
  nicotineMg: number;
}): number {
  let score = similarity;
  if (title.volumeMl !== null) score += title.volumeMl === volumeMl ? 0.15 : -0.2;
  if (title.nicotineMg !== null) score += Math.abs(title.nicotineMg - nicotineMg) < 0.05 ? 0.1 : -0.15;
  return Math.round(Math.min(1, Math.max(0, score)) * 100) / 100;
}

/**
 * Products a shop page title probably is, best first: pg_trgm similarity of the title (sizes and
 * punctuation stripped) to each product's search text, then ml / mg from the title raise or lower it.
 */
export async function suggestProductsForTitle(db: Db, title: string): Promise<UnmatchedSuggestion[]> {
  const query = normalizeSearchText(titleForMatching(title));
  if (!query) return [];
  const specs = parseTitleSpecs(title);
  const rows = await queryRows<{ id: number; volume_ml: number; nicotine_mg: string | number; sim: number }>(
    db,
    sql`select id, volume_ml, nicotine_mg, similarity(search_text, ${query}) as sim
        from product where similarity(search_text, ${query}) >= ${MIN_SIMILARITY}
        order by sim desc, id limit 20`,
  );
  return rows
    .map((row) => ({
      productId: Number(row.id),
      score: scoreSuggestion({
        similarity: Number(row.sim),
        title: specs,
        volumeMl: Number(row.volume_ml),
        nicotineMg: Number(row.nicotine_mg),
      }),
    }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.productId - b.productId)
    .slice(0, MAX_SUGGESTIONS);
}
