import type { MakerSpelling } from "./catalog-index";
import { keySoundOf } from "./key-sound";

export type MakerHit = { maker: number; start: number; end: number };

/**
 * Makers named in a normalised title however it spaces them (`뱀파이어 베이프`, `vampire vape`): each
 * spelling is looked for in the title's letters without spaces, longest spellings first, a Latin one
 * only between non-Latin letters. Returns where each stands in the spaced text, without overlaps.
 */
export function findMakers(text: string, spellings: readonly MakerSpelling[]): MakerHit[] {
  const positions: number[] = [];
  let compact = "";
  for (let index = 0; index < text.length; index++) {
    if (text[index] === " ") continue;
    compact += text[index];
    positions.push(index);
  }
  const taken = new Array<boolean>(compact.length).fill(false);
  const hits: MakerHit[] = [];
  for (const { maker, compact: spelling, latinOnly } of spellings) {
    for (let at = compact.indexOf(spelling); at >= 0; at = compact.indexOf(spelling, at + 1)) {
      const last = at + spelling.length - 1;
      if (taken.slice(at, last + 1).some(Boolean)) continue;
      const start = positions[at]!;
      const end = positions[last]! + 1;
      if (latinOnly && (/[a-z0-9]/.test(text[start - 1] ?? "") || /[a-z0-9]/.test(text[end] ?? ""))) continue;
      taken.fill(true, at, last + 1);
      hits.push({ maker, start, end });
    }
  }
  return hits;
}

/** The text with the makers' places blanked. */
export function withoutMakers(text: string, hits: readonly MakerHit[]): string {
  let rest = text;
  for (const { start, end } of hits) rest = rest.slice(0, start) + " ".repeat(end - start) + rest.slice(end);
  return rest;
}

const MAKER_WORDS = 3;

/**
 * Makers a title names in the other script (`Dinner Lady` for `디너레이디`): runs of up to three words whose
 * sound is a maker's. Asked only when no spelling was found; the longest run wins.
 */
export function findMakersBySound(text: string, makerBySound: ReadonlyMap<string, number>): MakerHit[] {
  const words = [...text.matchAll(/\S+/g)].map((found) => ({ start: found.index, end: found.index + found[0].length }));
  const hits: MakerHit[] = [];
  for (let first = 0; first < words.length; first++) {
    for (let count = Math.min(MAKER_WORDS, words.length - first); count >= 1; count--) {
      const start = words[first]!.start;
      const end = words[first + count - 1]!.end;
      const maker = makerBySound.get(keySoundOf(text.slice(start, end)));
      if (maker === undefined) continue;
      hits.push({ maker, start, end });
      first += count - 1;
      break;
    }
  }
  return hits;
}
