import { josa } from "es-hangul";

type Particle = Parameters<typeof josa.pick>[1];

/** A quoted search word with the particle its last syllable takes: `‘래몬’과`, `‘망고’와` (es-hangul). */
export function quoteWithParticle({ word, particle }: { word: string; particle: Particle }): string {
  return `‘${word}’${josa.pick(word, particle)}`;
}
