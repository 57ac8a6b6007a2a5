// Kept by hand (docs/decisions/hangul-compatibility-jamo.md): es-hangul 2.4 maps conjoining initials only (getChoseong); its
// disassemble leaves conjoining vowels and finals (U+1161…, U+11A8…) as they are, and NFKC turns a
// typed ㅏ (U+314F) into exactly those.
const CHOSUNG = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
const JUNGSEONG = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ";
const JONGSEONG = "ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ";

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
