/** Known words of the catalogue and the flavour list, as keys, with the longest one's length. */
export type Vocabulary = { words: ReadonlySet<string>; longest: number };

export function buildVocabulary(words: Iterable<string>): Vocabulary {
  const set = new Set<string>();
  for (const word of words) if (word) set.add(word);
  return { words: set, longest: Math.max(0, ...Array.from(set, (word) => word.length)) };
}

/**
 * A compact key split into known words, fewest words first (`딸기바나나` → `딸기`, `바나나`); null when
 * some part of it is no known word, so the caller cannot tell a flavour from shop noise there.
 */
export function segmentKey(key: string, vocabulary: Vocabulary): string[] | null {
  const best: Array<string[] | null> = [[]];
  for (let end = 1; end <= key.length; end++) {
    best[end] = null;
    for (let start = Math.max(0, end - vocabulary.longest); start < end; start++) {
      const before = best[start];
      const word = key.slice(start, end);
      if (before && vocabulary.words.has(word) && (best[end] === null || before.length + 1 < best[end]!.length)) {
        best[end] = [...before, word];
      }
    }
  }
  return best[key.length] ?? null;
}
