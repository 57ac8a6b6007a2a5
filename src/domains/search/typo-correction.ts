import { disassemble } from "es-hangul";

/** Edit distance between two strings' jamo (`래몬` → `ㄹㅐㅁㅗㄴ`): one wrong vowel is one edit. */
function jamoDistance(a: string, b: string): number {
  const [x, y] = [disassemble(a), disassemble(b)];
  let previous = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[y.length]!;
}

/** The words a query word may have meant: each name word and its beginnings about as long as the query word. */
function candidatesFor({ word, names }: { word: string; names: readonly string[] }): Set<string> {
  const candidates = new Set<string>();
  for (const nameWord of names.flatMap((name) => name.split(" "))) {
    const chars = Array.from(nameWord);
    for (let length = Math.max(1, word.length - 1); length <= Math.min(chars.length, word.length + 1); length++) {
      candidates.add(chars.slice(0, length).join(""));
    }
  }
  return candidates;
}

/**
 * The spelling a mistyped query most likely meant, read from the search texts of similar products
 * (`래몬` → `레몬`), so a typo finds as many products as the right spelling; null when no word is
 * within one jamo edit (two for long words) or nothing changes.
 */
export function correctQueryWords({ words, names }: { words: readonly string[]; names: readonly string[] }): string[] | null {
  const corrected = words.map((word) => {
    const allowed = disassemble(word).length >= 8 ? 2 : 1;
    let best: { candidate: string; distance: number } | null = null;
    for (const candidate of candidatesFor({ word, names })) {
      const distance = jamoDistance(word, candidate);
      if (
        distance <= allowed &&
        (!best || distance < best.distance || (distance === best.distance && candidate.length < best.candidate.length))
      ) {
        best = { candidate, distance };
      }
    }
    return best?.candidate ?? word;
  });
  return corrected.some((word, i) => word !== words[i]) ? corrected : null;
}
