import { normalizeSearchText } from "@/platform/text/normalize";
import type { MatchIndex } from "./catalog-index";
import { findMakers, findMakersBySound, withoutMakers } from "./find-makers";
import { keySoundOf } from "./key-sound";
import { nameKey } from "./name-key";
import { removeShopNoise } from "./shop-noise";
import { findSkipReason } from "./skip-reasons";
import { readStatedQuantity } from "./stated-quantity";
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
  /** The key without a tobacco taste said of the liquid (`버지니아 담배맛`), which the catalogue name may leave out. */
  plainKey: string;
  /** How the name sounds; a name written in both scripts (`슬로우 블로우 slow blow`) sounds as one of them. */
  sound: string;
};

// VG/PG ratios (`VG70`, `70:30`, `7/3`) say nothing the catalogue compares; dropped before reading numbers.
const RATIO = /(?:vg|pg)\s*\d{1,2}(?:\s*[:/]\s*(?:vg|pg)?\s*\d{1,2})?|(?<![\d.])\d{1,2}\s*[:/]\s*\d{1,2}(?![\d.]|\s*m[lg])/g;

const TOBACCO_TASTE = /(?:담배|연초|타바코)\s*맛/g;

/**
 * A title as every reader takes it: NFKC, lowercase, VG/PG ratios dropped; the bottles it sells; and its normal
 * search form without the counts and set words (`2병 세트`), so a set reads the name of the bottle it holds.
 */
function titleText(title: string): { raw: string; text: string; quantity: number | null } {
  const raw = title.normalize("NFKC").toLowerCase().replace(RATIO, " ");
  const { quantity, rest } = readStatedQuantity(raw);
  return { raw, text: normalizeSearchText(rest), quantity };
}

/**
 * The one reading of a title's size, strength, way of inhaling, nicotine form and bottle count, for the matcher and for
 * the crawler's stored page rows alike (so a page row and the product made from it never disagree), and the
 * title with them blanked, for name similarity.
 */
export function readTitleSpecs(title: string): { specs: StatedSpecs; rest: string } {
  const { text, quantity } = titleText(title);
  const { specs, rest } = readStatedSpecs(text);
  return { specs: { ...specs, quantity }, rest: rest.replace(/\s+/g, " ").trim() };
}

export function readTitle(title: string, index: MatchIndex): ReadTitle {
  const { raw, text, quantity } = titleText(title);
  const spelled = findMakers(text, index.makerSpellings);
  const hits = spelled.length > 0 ? spelled : findMakersBySound(text, index.makerBySound);
  const rest = withoutMakers(text, hits);
  const { specs, rest: words } = readStatedSpecs(rest);
  const name = removeShopNoise(words);
  return {
    skipReason: findSkipReason({ raw, withoutMaker: rest, quantity }),
    makers: [...new Set(hits.map((hit) => hit.maker))],
    specs: { ...specs, quantity },
    name,
    key: nameKey(name),
    plainKey: nameKey(removeShopNoise(words.replace(TOBACCO_TASTE, " "))),
    sound: nameSound(name),
  };
}

function nameSound(name: string): string {
  const words = name.split(" ");
  const hangul = keySoundOf(words.filter((word) => /[가-힣]/.test(word)).join(" "));
  const latin = keySoundOf(words.filter((word) => /^[a-z]/.test(word)).join(" "));
  return hangul !== "" && hangul === latin ? hangul : keySoundOf(name);
}
