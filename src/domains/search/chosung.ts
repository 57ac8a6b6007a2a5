import { initialOf, isConsonantJamo, isHangulSyllable, toCompatibilityJamo } from "./hangul";

/**
 * The 초성 search key of a text: each Hangul syllable becomes its initial consonant (`레몬 민트` →
 * `ㄹㅁㅁㅌ`), typed consonants stay, Latin letters (lowercased) and digits stay, everything else
 * (spaces, vowels, punctuation) goes, so `ㄹㅁㅁㅌ` also finds `레몬 민트` across the space.
 */
export function extractChosung(text: string): string {
  let key = "";
  for (const raw of text.normalize("NFC")) {
    const char = toCompatibilityJamo(raw);
    const initial = initialOf(char);
    if (initial) key += initial;
    else if (isConsonantJamo(char)) key += char;
    else if (/[\p{L}\p{N}]/u.test(char) && !/[\u3130-\u318f]/u.test(char)) key += char.toLowerCase();
  }
  return key;
}

/**
 * Whether a query is a 초성 query: it has typed consonants and no syllables or vowels (`ㄹㅁ`,
 * `ㅃㄹ`, `ㄹㅁ ice`). Latin letters and digits may accompany the consonants.
 */
export function isChosungQuery(query: string): boolean {
  let consonants = 0;
  for (const raw of query.normalize("NFC")) {
    const char = toCompatibilityJamo(raw);
    if (isConsonantJamo(char)) consonants += 1;
    else if (isHangulSyllable(char) || /[\u3130-\u318f]/u.test(char)) return false;
    else if (!/[\s\p{N}a-zA-Z]/u.test(char)) return false;
  }
  return consonants > 0;
}
