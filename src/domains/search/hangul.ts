/** Hangul jamo tables. Syllables are U+AC00 + (initial·21 + medial)·28 + final. */
export const CHOSUNG = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
const JUNGSEONG = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ";
const JONGSEONG = "ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ";

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;

export function isHangulSyllable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST;
}

/** A compatibility consonant (ㄱ … ㅎ, including 쌍자음 and clusters like ㄳ): what keyboards type alone. */
export function isConsonantJamo(char: string): boolean {
  const code = char.codePointAt(0)!;
  return code >= 0x3131 && code <= 0x314e;
}

/** The initial consonant of a syllable (`몬` → `ㅁ`), or undefined for anything else. */
export function initialOf(char: string): string | undefined {
  if (!isHangulSyllable(char)) return undefined;
  return CHOSUNG[Math.floor((char.codePointAt(0)! - SYLLABLE_FIRST) / 588)];
}

/**
 * Conjoining jamo (U+1100 block, what NFKC/NFD and some IMEs produce) as the compatibility jamo
 * people type and see (U+3131 block); every other character unchanged.
 */
export function toCompatibilityJamo(char: string): string {
  const code = char.codePointAt(0)!;
  if (code >= 0x1100 && code <= 0x1112) return CHOSUNG[code - 0x1100]!;
  if (code >= 0x1161 && code <= 0x1175) return JUNGSEONG[code - 0x1161]!;
  if (code >= 0x11a8 && code <= 0x11c2) return JONGSEONG[code - 0x11a8]!;
  return char;
}
