import { canBeChoseong, combineCharacter } from "es-hangul";

// Syllables are ordered by initial consonant, 21 vowels × 28 finals each.
const SYLLABLES_PER_INITIAL = 588;

/** A regular-expression class for one 초성 key character: `ㄹ` → every syllable starting with ㄹ (`[라-맇]`). */
function syllableClass(char: string): string {
  if (!canBeChoseong(char)) return char.replace(/[.]/g, "\\.");
  const first = combineCharacter(char, "ㅏ").codePointAt(0)!;
  return `[${String.fromCodePoint(first)}-${String.fromCodePoint(first + SYLLABLES_PER_INITIAL - 1)}]`;
}

// Word boundaries in names: anything but a syllable, a Latin letter or a digit.
const SEPARATOR = "[^가-힣a-z0-9]";

export type RankPatterns = {
  /** The query is a whole word of the name (`레몬` in `레몬 민트`). */
  wholeWord: string;
  /** The query starts a word of the name (`레몬` in `쿨 레몬에이드`, `ㄹㅁ` in `쿨 레모네이드`). */
  wordStart: string;
};

/**
 * POSIX regular expressions (PostgreSQL `~` and JavaScript alike) that rank a match by where it sits
 * in the product's lowercased name. A 초성 key may span words (`ㄹㅁㅁㅌ` → `레몬 민트`), so separators
 * are allowed between its syllables.
 */
export function buildRankPatterns({ text, chosung }: { text: string; chosung: string | null }): RankPatterns {
  const body = chosung
    ? Array.from(chosung, syllableClass).join(`${SEPARATOR}*`)
    : text
        .split(" ")
        .map((word) => word.replace(/[.]/g, "\\."))
        .join(`${SEPARATOR}+`);
  return { wholeWord: `(^|${SEPARATOR})${body}(${SEPARATOR}|$)`, wordStart: `(^|${SEPARATOR})${body}` };
}
