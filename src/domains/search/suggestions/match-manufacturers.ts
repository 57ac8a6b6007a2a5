import { extractChosung } from "@/platform/text/chosung";
import { normalizeSearchText } from "@/platform/text/normalize";
import type { SearchQuery } from "../normalize-query";

type Named = { name: string };

/**
 * Manufacturers whose name contains the query (every word) or, for a 초성 query, whose 초성 does;
 * names starting with it first. Small lists (tens of makers), so this runs in memory.
 */
export function matchManufacturers<T extends Named>({
  manufacturers,
  query,
  limit,
}: {
  manufacturers: T[];
  query: SearchQuery;
  limit: number;
}): T[] {
  if (!query.text) return [];
  const scored: Array<{ maker: T; rank: number }> = [];
  for (const maker of manufacturers) {
    const key = query.chosung ? extractChosung(maker.name) : normalizeSearchText(maker.name);
    const needle = query.chosung ?? query.text;
    const compactKey = key.replace(/ /g, "");
    if (key.startsWith(needle) || compactKey.startsWith(needle.replace(/ /g, ""))) scored.push({ maker, rank: 0 });
    else if (query.chosung ? key.includes(needle) : query.words.every((word) => key.includes(word))) scored.push({ maker, rank: 1 });
  }
  return scored
    .sort((a, b) => a.rank - b.rank || a.maker.name.localeCompare(b.maker.name, "ko"))
    .slice(0, limit)
    .map(({ maker }) => maker);
}
