import { extractChosung } from "./chosung";
import { normalizeSearchText } from "./normalize";

export type SearchFieldsInput = { name: string; manufacturerName: string; flavorTags: readonly string[] };

/**
 * The product's search columns: its name, maker and flavour tags in the search normal form, and
 * their 초성 key (`레몬 민트` → `ㄹㅁㅁㅌ`). Written whenever a product's name, maker or tags change.
 */
export function buildSearchFields({ name, manufacturerName, flavorTags }: SearchFieldsInput): {
  searchText: string;
  searchChosung: string;
} {
  const searchText = normalizeSearchText([name, manufacturerName, ...flavorTags].join(" "));
  return { searchText, searchChosung: extractChosung(searchText) };
}
