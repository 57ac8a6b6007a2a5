import "server-only";
import { namesSoundAlike } from "@/domains/catalog/matching";
import { listHangulSearchWords } from "@/domains/catalog/listing";
import type { Db } from "@/platform/db/client";
import type { SearchQuery } from "./normalize-query";

const LATIN = /^[a-z]+$/;

/**
 * The query with its English words heard as the catalogue's Hangul ones (`mint` → 민트, `lemon tart` → 레몬타르트 or
 * 레몬 타르트, `dinner lady` → 디너레이디), by catalog's one sound comparison; null when it has no English word or one
 * sounds like no catalogue word.
 */
export async function soundAlikeQuery(db: Db, query: SearchQuery): Promise<SearchQuery | null> {
  if (query.chosung || !query.words.some((word) => LATIN.test(word))) return null;
  const vocabulary = await listHangulSearchWords(db);
  const heard = (latin: string) => vocabulary.find((word) => namesSoundAlike(word, latin)) ?? null;
  const words: string[] = [];
  for (let i = 0; i < query.words.length;) {
    if (!LATIN.test(query.words[i]!)) {
      words.push(query.words[i++]!);
      continue;
    }
    // The longest run of English words heard as one Hangul word (`dinner lady` = 디너레이디), else word by word.
    let end = i;
    while (end < query.words.length && LATIN.test(query.words[end]!)) end++;
    let matched = false;
    for (let j = end; j > i && !matched; j--) {
      const word = heard(query.words.slice(i, j).join(" "));
      if (!word) continue;
      words.push(word);
      i = j;
      matched = true;
    }
    if (!matched) return null;
  }
  return { ...query, text: words.join(" "), words };
}
