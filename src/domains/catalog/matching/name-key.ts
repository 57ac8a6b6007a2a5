import { disassemble } from "es-hangul";
import { normalizeSearchText } from "@/platform/text/normalize";
import { ENGLISH_FLAVOUR_WORDS, SPELLING_VARIANTS } from "./flavour-words";

const VARIANT_PATTERN = new RegExp(SPELLING_VARIANTS.map(([from]) => from).join("|"), "g");
const VARIANT_OF = new Map(SPELLING_VARIANTS);

/** A compact word with every known spelling variant in its one form (`블루배리` → `블루베리`). */
export function canonicalSpelling(compact: string): string {
  return compact.replace(VARIANT_PATTERN, (word) => VARIANT_OF.get(word) ?? word);
}

/** One word as the key part it becomes: English flavour words in Korean, spelling variants folded. */
export function wordKey(word: string): string {
  return canonicalSpelling(ENGLISH_FLAVOUR_WORDS[word] ?? word);
}

/**
 * The comparison key of a liquid's name however it is spaced or spelled: `하이젠 버그`, `하이젠버그`;
 * `Strawberry ICE`, `딸기 아이스`; `블루배리 요구르트`, `블루베리 요거트`.
 */
export function nameKey(name: string): string {
  return canonicalSpelling(nameWords(name).map(wordKey).join(""));
}

/** The words of a name as normalised search text (lowercase, NFKC, punctuation as spaces). */
export function nameWords(name: string): string[] {
  const text = normalizeSearchText(name);
  return text ? text.split(" ") : [];
}

/**
 * How alike two keys look letter by letter (Dice coefficient of jamo bigrams, 0–1): `하이젠버크` and
 * `하이젠버그` are close (a typo, so unsure), `하이젠버그` and `바나나` are not.
 */
export function jamoSimilarity(a: string, b: string): number {
  const left = jamoBigrams(a);
  const right = jamoBigrams(b);
  if (left.length === 0 || right.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const gram of left) counts.set(gram, (counts.get(gram) ?? 0) + 1);
  let shared = 0;
  for (const gram of right) {
    const unmatched = counts.get(gram) ?? 0;
    if (unmatched > 0) {
      shared += 1;
      counts.set(gram, unmatched - 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}

function jamoBigrams(key: string): string[] {
  const jamo = disassemble(key);
  const grams: string[] = [];
  for (let index = 0; index < jamo.length - 1; index++) grams.push(jamo.slice(index, index + 2));
  return grams;
}
