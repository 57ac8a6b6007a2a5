import { normalizeSearchText } from "@/platform/text/normalize";
import { removeShopNoise } from "./shop-noise";
import { readStatedSpecs } from "./stated-specs";

/**
 * A catalogue name as a title's name reads once sizes, strengths, nicotine form and shop words are
 * taken out of it: `프로즌 멘솔 솔트` is `프로즌 멘솔`, told from a freebase sibling by the form.
 */
export function catalogueLiquidName(name: string): string {
  return removeShopNoise(readStatedSpecs(normalizeSearchText(name)).rest);
}
