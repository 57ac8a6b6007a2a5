import "server-only";
import { findProductsBySimilarName } from "@/domains/catalog/shops";
import { readTitleSpecs } from "@/domains/catalog/matching";
import type { Db } from "@/platform/db/client";
import type { UnmatchedSuggestion } from "../schema";

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
 * Products a shop page title probably is, best first: pg_trgm similarity of the title (catalog's title reader
 * takes out sizes, strengths and punctuation) to each product's search text, then ml / mg from the title raise or lower it.
 */
export async function suggestProductsForTitle(db: Db, title: string): Promise<UnmatchedSuggestion[]> {
  const { specs, rest: query } = readTitleSpecs(title);
  if (!query) return [];
  const rows = await findProductsBySimilarName({ query, minSimilarity: MIN_SIMILARITY, limit: 20, db });
  return rows
    .map((row) => ({
      productId: row.id,
      score: scoreSuggestion({ similarity: row.similarity, title: specs, volumeMl: row.volumeMl, nicotineMg: row.nicotineMg }),
    }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.productId - b.productId)
    .slice(0, MAX_SUGGESTIONS);
}
