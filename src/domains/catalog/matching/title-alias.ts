import { buildMatchIndex } from "./catalog-index";
import { nameKey } from "./name-key";
import { readTitle } from "./read-title";

/**
 * The name a shop title gives a liquid (maker, sizes, strengths and shop words taken out), as an alias to
 * learn for the product an admin matched it to; null when it says nothing the product's names do not.
 */
export function aliasFromTitle({
  title,
  maker,
  names,
}: {
  title: string;
  maker: { name: string; aliases: string[] };
  names: string[];
}): string | null {
  const read = readTitle(title, buildMatchIndex({ manufacturers: [maker], products: [] }));
  if (read.skipReason || !read.key || names.some((name) => nameKey(name) === read.key)) return null;
  return read.name;
}
