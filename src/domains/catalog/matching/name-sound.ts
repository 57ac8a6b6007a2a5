import { romanize } from "es-hangul";
import { normalizeSearchText } from "@/platform/text/normalize";

/**
 * How a name sounds, as a skeleton of consonant classes, alike for a Hangul loanword and the English it
 * transcribes: `레몬타르트` and `Lemon Tart`, `쿠바노` and `Cubano`, `디너레이디` and `Dinner Lady` share one.
 * Vowels are left out (Hangul adds `ㅡ` between consonants English runs together), voiced and voiceless
 * pairs are one class (ㄷ/ㅌ, ㄱ/ㅋ, ㅂ/ㅍ/v/f), r and l are one.
 */
export function nameSoundKey(name: string): string {
  return normalizeSearchText(name).split(" ").map(wordSkeleton).join("");
}

/**
 * One word's skeleton, its repeats run together (`ㄹ` + `ㄹ` of 블러드 is one l) but never into the next word's,
 * and a word of vowels only kept as `_`: an added word (`유자`, `키위`, `에어`) must never vanish into its neighbour.
 */
function wordSkeleton(word: string): string {
  const skeleton = (word.match(SCRIPT_RUN) ?? [])
    .map(runSkeleton)
    .join("")
    .replace(/(.)\1+/g, "$1");
  return skeleton || (word ? "_" : "");
}

/** Two names sound alike: the same skeleton of at least two consonants (one is too little to tell names apart). */
export function namesSoundAlike(a: string, b: string): boolean {
  const key = nameSoundKey(a);
  return soundConsonants(key) >= MIN_SOUND_KEY && key === nameSoundKey(b);
}

/** How many consonant classes a sound key holds: how much it can tell names apart. */
export const soundConsonants = (key: string) => key.replace(/_/g, "").length;

export const MIN_SOUND_KEY = 2;

const SCRIPT_RUN = /[가-힣]+|[a-z]+|\d+/g;

function runSkeleton(run: string): string {
  if (/^\d/.test(run)) return run;
  return /^[a-z]/.test(run) ? englishSkeleton(run) : koreanSkeleton(run);
}

/** Syllable by syllable, so no sound change across syllables (`블랙민트` stays `beul-laek-min-teu`, not `…laeng…`). */
function koreanSkeleton(word: string): string {
  const roman = Array.from(word, romanizeSyllable).join("").replace(/ch/g, "j");
  // `르` after a vowel before a consonant is English's r before a consonant (타르트 = tart), which English drops.
  return consonantClasses(roman.replace(/(?<=[aeiouwy])r(?=eu(?:[^aeiouwy]|$))/g, ""));
}

const romanized = new Map<string, string>();

// romanize is the slow part (it reads each syllable's pronunciation): a catalogue repeats few thousand syllables.
function romanizeSyllable(syllable: string): string {
  let roman = romanized.get(syllable);
  if (roman === undefined) romanized.set(syllable, (roman = romanize(syllable)));
  return roman;
}

function englishSkeleton(word: string): string {
  const spelled = word
    .replace(/ph/g, "f")
    .replace(/gh/g, "")
    .replace(/ck/g, "k")
    .replace(/x/g, "ks")
    .replace(/qu?/g, "k")
    .replace(/tch|dg/g, "j")
    .replace(/sh|ch|th/g, "s")
    .replace(/c(?=[eiy])/g, "s")
    .replace(/^g(?=[eiy])|g(?=i|e$)/g, "j")
    .replace(/(?<=..)e$/, "");
  // An r with no vowel after it is silent in the English Hangul loanwords transcribe (dinner = 디너, earl = 얼).
  return consonantClasses(spelled.replace(/r(?![aeiouy])/g, ""));
}

const CLASS_OF: Readonly<Record<string, string>> = {
  g: "k",
  k: "k",
  c: "k",
  d: "t",
  t: "t",
  b: "p",
  p: "p",
  f: "p",
  v: "p",
  s: "s",
  z: "s",
  j: "s",
  r: "l",
  l: "l",
  m: "m",
  n: "n",
};

function consonantClasses(letters: string): string {
  return Array.from(letters, (letter) => CLASS_OF[letter] ?? "").join("");
}
