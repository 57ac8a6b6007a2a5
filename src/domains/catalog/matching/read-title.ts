import { normalizeSearchText } from "@/platform/text/normalize";
import type { MatchIndex } from "./catalog-index";
import { findMakers, withoutMakers } from "./find-makers";
import { nameKey } from "./name-key";
import { removeShopNoise } from "./shop-noise";
import { findSkipReason } from "./skip-reasons";
import { readStatedSpecs, type StatedSpecs } from "./stated-specs";

/** A shop title as the matcher reads it. */
export type ReadTitle = {
  skipReason: string | null;
  /** Distinct makers the title names (indexes into the catalogue's makers). */
  makers: number[];
  specs: StatedSpecs;
  /** The liquid's name as the title writes it, noise removed (`하이젠 버그`), and its key. */
  name: string;
  key: string;
};

// VG/PG ratios (`VG70`, `70:30`, `7/3`) say nothing the catalogue compares; dropped before reading numbers.
const RATIO = /(?:vg|pg)\s*\d{1,2}(?:\s*[:/]\s*(?:vg|pg)?\s*\d{1,2})?|(?<![\d.])\d{1,2}\s*[:/]\s*\d{1,2}(?![\d.]|\s*m[lg])/g;

export function readTitle(title: string, index: MatchIndex): ReadTitle {
  const raw = title.normalize("NFKC").toLowerCase().replace(RATIO, " ");
  const text = normalizeSearchText(raw);
  const hits = findMakers(text, index.makerSpellings);
  const rest = withoutMakers(text, hits);
  const { specs, rest: words } = readStatedSpecs(rest);
  const name = removeShopNoise(words);
  return {
    skipReason: findSkipReason({ raw, withoutMaker: rest }),
    makers: [...new Set(hits.map((hit) => hit.maker))],
    specs,
    name,
    key: nameKey(name),
  };
}
