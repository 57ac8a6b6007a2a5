import { FLAVOUR_WORDS } from "./flavour-words";
import { nameKey, nameWords, wordKey } from "./name-key";
import { catalogueLiquidName } from "./catalogue-name";
import { buildVocabulary, segmentKey, type Vocabulary } from "./segment-words";
import { MIN_SOUND_KEY, soundConsonants } from "./name-sound";
import { keySoundOf } from "./key-sound";
import type { MatchCatalog, MatchProduct } from "./types";

/** One spelling of a maker as it is searched for in a title's letters without spaces. */
export type MakerSpelling = { maker: number; compact: string; latinOnly: boolean };

/** One liquid of one maker (every bottle size and strength of it), under each of its names' keys. */
export type ProductLine = {
  maker: number;
  name: string;
  keys: string[];
  /** How its names sound (name-sound.ts), to meet a title written in the other script. */
  sounds: string[];
  sortedWords: string[];
  products: MatchProduct[];
};

/** The catalogue prepared for matching many titles: built once, read for each title. */
export type MatchIndex = {
  makerNames: string[];
  /** Longest first, so `코리아솔트` wins over a maker called `솔트`. */
  makerSpellings: MakerSpelling[];
  linesByMaker: Map<number, ProductLine[]>;
  linesByKey: Map<string, ProductLine[]>;
  /** A maker's name by how it sounds (`dinner lady` for `디너레이디`); a sound two makers share is left out. */
  makerBySound: Map<string, number>;
  vocabulary: Vocabulary;
};

// A maker found by sound alone needs a longer skeleton than a flavour under a known maker.
const MIN_MAKER_SOUND = MIN_SOUND_KEY + 1;

const compactKey = (text: string) => nameWords(text).join("");

export function buildMatchIndex(catalog: MatchCatalog): MatchIndex {
  const makerNames: string[] = [];
  const makerByKey = new Map<string, number>();
  const makerSpellings: MakerSpelling[] = [];
  const makerSounds = new Map<string, Set<number>>();
  const addMaker = (name: string, aliases: string[] = []) => {
    const existing = makerByKey.get(compactKey(name));
    const maker = existing ?? makerNames.push(name) - 1;
    for (const spelling of [name, ...aliases]) {
      const sound = keySoundOf(spelling);
      if (soundConsonants(sound) >= MIN_MAKER_SOUND) makerSounds.set(sound, (makerSounds.get(sound) ?? new Set()).add(maker));
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
    const line = lines.get(lineId) ?? { maker, name: product.name, keys: [], sounds: [], sortedWords: [], products: [] };
    line.keys = [...new Set([...line.keys, ...keys])];
    line.sounds = [...new Set([...line.sounds, ...names.map(keySoundOf)])].filter((sound) => soundConsonants(sound) >= MIN_SOUND_KEY);
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
  const makerBySound = new Map(
    [...makerSounds].filter(([, makers]) => makers.size === 1).map(([sound, makers]) => [sound, [...makers][0]!]),
  );
  return { makerNames, makerSpellings, linesByMaker, linesByKey, makerBySound, vocabulary };
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
