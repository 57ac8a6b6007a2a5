import { nameWords, wordKey } from "./name-key";
import { nameSoundKey } from "./name-sound";

/**
 * How a name sounds once its English flavour words are read as the catalogue's Korean (`Strawberry` as `딸기`,
 * which no transcription gives) and spelling variants are folded: the matcher's side of name-sound.ts.
 */
export function keySoundOf(name: string): string {
  return nameSoundKey(nameWords(name).map(wordKey).join(" "));
}
