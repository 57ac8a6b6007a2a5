import { disassembleCompleteCharacter, getChoseong } from "es-hangul";

// Any Hangul jamo (compatibility or conjoining): never kept as a letter of the key.
const JAMO = /[\u1100-\u11ff\u3130-\u318f]/u;

/** A syllable's initial consonant (`몬` → `ㅁ`) or a typed consonant itself (`ㄳ`, conjoining `ᄅ` → `ㄹ`); "" otherwise. */
const consonantOf = (char: string): string => getChoseong(char).trim();

/**
 * The 초성 search key of a text: each Hangul syllable becomes its initial consonant (`레몬 민트` →
 * `ㄹㅁㅁㅌ`), typed consonants stay, Latin letters (lowercased) and digits stay, everything else
 * (spaces, vowels, punctuation) goes, so `ㄹㅁㅁㅌ` also finds `레몬 민트` across the space.
 */
export function extractChosung(text: string): string {
  let key = "";
  for (const char of text.normalize("NFC")) {
    const consonant = consonantOf(char);
    if (consonant) key += consonant;
    else if (/[\p{L}\p{N}]/u.test(char) && !JAMO.test(char)) key += char.toLowerCase();
  }
  return key;
}

/**
 * Whether a query is a 초성 query: it has typed consonants and no syllables or vowels (`ㄹㅁ`,
 * `ㅃㄹ`, `ㄹㅁ ice`). Latin letters and digits may accompany the consonants.
 */
export function isChosungQuery(query: string): boolean {
  let consonants = 0;
  for (const char of query.normalize("NFC")) {
    if (consonantOf(char) && !disassembleCompleteCharacter(char)) consonants += 1;
    else if (!/[\s\p{N}a-zA-Z]/u.test(char)) return false;
  }
  return consonants > 0;
}
