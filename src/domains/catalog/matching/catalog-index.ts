import { FLAVOUR_WORDS } from "./flavour-words";
import { nameKey, nameWords, wordKey } from "./name-key";
import { catalogueLiquidName } from "./catalogue-name";
import { buildVocabulary, segmentKey, type Vocabulary } from "./segment-words";
import type { MatchCatalog, MatchProduct } from "./types";

/** One spelling of a maker as it is searched for in a title's letters without spaces. */
export type MakerSpelling = { maker: number; compact: string; latinOnly: boolean };

/** One liquid of one maker (every bottle size and strength of it), under each of its names' keys. */
export type ProductLine = { maker: number; name: string; keys: string[]; sortedWords: string[]; products: MatchProduct[] };

/** The catalogue prepared for matching many titles: built once, read for each title. */
export type MatchIndex = {
  makerNames: string[];
  /** Longest first, so `코리아솔트` wins over a maker called `솔트`. */
  makerSpellings: MakerSpelling[];
  linesByMaker: Map<number, ProductLine[]>;
  linesByKey: Map<string, ProductLine[]>;
  vocabulary: Vocabulary;
};

const compactKey = (text: string) => nameWords(text).join("");

export function buildMatchIndex(catalog: MatchCatalog): MatchIndex {
  const makerNames: string[] = [];
  const makerByKey = new Map<string, number>();
  const makerSpellings: MakerSpelling[] = [];
  const addMaker = (name: string, aliases: string[] = []) => {
    const existing = makerByKey.get(compactKey(name));
    const maker = existing ?? makerNames.push(name) - 1;
    for (const spelling of [name, ...aliases]) {
      const compact = compactKey(spelling);
      if (compact.length < 2 || makerByKey.has(compact)) continue;
      makerByKey.set(compact, maker);
      makerSpellings.push({ maker, compact, latinOnly: /^[a-z0-9]+$/.test(compact) });
    }
    return maker;
  };
  for (const { name, aliases } of catalog.manufacturers) addMaker(name, aliases);

  const lines = new Map<string, ProductLine>();
  const vocabularyWords: string[] = FLAVOUR_WORDS.map(wordKey);
  for (const product of catalog.products) {
    const maker = makerByKey.get(compactKey(product.manufacturer)) ?? addMaker(product.manufacturer);
    const names = [product.name, ...(product.aliases ?? [])].map(catalogueLiquidName);
    const keys = names.map(nameKey).filter(Boolean);
    const lineId = `${maker}\u0000${keys[0]}`;
    const line = lines.get(lineId) ?? { maker, name: product.name, keys: [], sortedWords: [], products: [] };
    line.keys = [...new Set([...line.keys, ...keys])];
    line.products.push(product);
    lines.set(lineId, line);
    for (const word of names.flatMap(nameWords)) vocabularyWords.push(wordKey(word));
  }

  const vocabulary = buildVocabulary(vocabularyWords);
  const linesByMaker = new Map<number, ProductLine[]>();
  const linesByKey = new Map<string, ProductLine[]>();
  for (const line of lines.values()) {
    line.sortedWords = (segmentKey(line.keys[0] ?? "", vocabulary) ?? []).sort();
    pushTo(linesByMaker, line.maker, line);
    for (const key of line.keys) pushTo(linesByKey, key, line);
  }
  makerSpellings.sort((a, b) => b.compact.length - a.compact.length);
  return { makerNames, makerSpellings, linesByMaker, linesByKey, vocabulary };
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
