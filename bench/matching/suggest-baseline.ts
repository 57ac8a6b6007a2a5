import { scoreSuggestion } from "@/domains/crawler/run";
import { readTitleSpecs, type MatchCatalog } from "@/domains/catalog/matching";
import { buildSearchFields } from "@/platform/text/search-fields";

/** pg_trgm's trigrams of a text: each word padded with two spaces before and one after. */
function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)) {
    const padded = `  ${word} `;
    for (let index = 0; index + 3 <= padded.length; index++) grams.add(padded.slice(index, index + 3));
  }
  return grams;
}

function similarity(left: Set<string>, right: Set<string>): number {
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared += 1;
  return shared / (left.size + right.size - shared || 1);
}

/**
 * The existing approach in memory (crawler/run/suggest-products.ts without the database): pg_trgm similarity
 * of the title (sizes and strengths taken out by catalog's title reader) to every product's search text, adjusted by ml / mg; its best suggestion.
 */
export function createSuggestBaseline(catalog: MatchCatalog): (title: string) => { productId: number; score: number } | null {
  const products = catalog.products.map((product) => ({
    product,
    grams: trigrams(buildSearchFields({ name: product.name, manufacturerName: product.manufacturer, flavorTags: [] }).searchText),
  }));
  return (title) => {
    const { specs, rest } = readTitleSpecs(title);
    const grams = trigrams(rest);
    let best: { productId: number; score: number } | null = null;
    for (const { product, grams: productGrams } of products) {
      const sim = similarity(grams, productGrams);
      if (sim < 0.15) continue;
      const score = scoreSuggestion({ similarity: sim, title: specs, volumeMl: product.volumeMl, nicotineMg: product.nicotineMg });
      if (!best || score > best.score) best = { productId: product.id, score };
    }
    return best;
  };
}
