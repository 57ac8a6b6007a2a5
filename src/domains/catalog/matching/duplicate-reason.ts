import { catalogueLiquidName } from "./catalogue-name";
import { keySoundOf } from "./key-sound";
import { nameKey } from "./name-key";
import { soundConsonants } from "./name-sound";
import type { MatchProduct } from "./types";

// As the matcher: a sound skeleton shorter than this is shared by too many names to call two products one.
const DUPLICATE_SOUND = 3;

const namesOf = (product: MatchProduct) => [product.name, ...(product.aliases ?? [])].map(catalogueLiquidName);

/** The bottle itself: maker, size, strength, way of inhaling, nicotine form (and source, when both say). */
export const bottleKey = (product: MatchProduct) =>
  [product.manufacturer, product.volumeMl, product.nicotineMg, product.inhalation, product.nicotineForm].join("\u0000");

/**
 * Why two products of one bottle (same `bottleKey`) are one liquid, in Korean for the admin, or null: their
 * names (or aliases) are one name spelled or spaced apart, or one name in two scripts (`Lemon Tart` ↔ `레몬타르트`).
 */
export function duplicateReason(a: MatchProduct, b: MatchProduct): string | null {
  if (a.nicotineSource && b.nicotineSource && a.nicotineSource !== b.nicotineSource) return null;
  const [aNames, bNames] = [namesOf(a), namesOf(b)];
  for (const left of aNames) {
    for (const right of bNames) {
      if (nameKey(left) !== "" && nameKey(left) === nameKey(right)) return `같은 이름의 다른 표기 (‘${left}’ · ‘${right}’)`;
    }
  }
  for (const left of aNames) {
    const sound = keySoundOf(left);
    if (soundConsonants(sound) < DUPLICATE_SOUND) continue;
    const right = bNames.find((name) => keySoundOf(name) === sound);
    if (right !== undefined) return `발음이 같은 이름 (‘${left}’ · ‘${right}’)`;
  }
  return null;
}
