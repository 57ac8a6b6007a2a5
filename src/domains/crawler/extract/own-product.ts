import type { Element } from "domhandler";
import { textOf } from "@/domains/crawler/extract/dom-helpers";
import { findMainBlock } from "@/domains/crawler/extract/main-block";
import { metaValues, type PageIndex } from "@/domains/crawler/extract/page-index";

// A page's structured data often describes more products than its own: a 추천상품 block, a
// carousel, a recently-viewed aside. The page's own product is the one not placed in such a block,
// and the one named like the page (h1, og:title, <title>).

type Described = { price: number; title: string | null; source: Element | null };

const normalize = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

function pageNames(index: PageIndex): { exact: Set<string>; title: string } {
  const main = findMainBlock(index);
  const heads = [textOf(index.firstH1), main?.title ? textOf(main.title) : "", ...metaValues(index, "og:title")];
  return { exact: new Set(heads.map(normalize).filter((name) => name !== "")), title: normalize(textOf(index.titleElement)) };
}

/**
 * 2: named exactly as the page's heading or og:title; 1: most of the page's <title> (which adds the
 * shop's name); 0: another name — "망고" inside "망고 아이스 솔트 30ml | 상점" is not the page's product.
 */
function nameScore(title: string | null, names: { exact: Set<string>; title: string }): number {
  const name = normalize(title ?? "");
  if (name.length < 2) return 0;
  if (names.exact.has(name)) return 2;
  return names.title.includes(name) && name.length * 2 >= names.title.length ? 1 : 0;
}

// Page chrome is no related block: themes print their JSON-LD in the <footer> or <header> too.
const CHROME_TAGS = new Set(["header", "footer", "nav"]);

/** True when the element sits in a related, recommended, recently-viewed block, an aside or a carousel. */
function inRelatedBlock(element: Element, index: PageIndex): boolean {
  for (let current: Element | null = element; current && current.type === "tag"; current = current.parent as Element | null)
    if (index.otherProducts.has(current) && !CHROME_TAGS.has(current.name) && current.attribs.id !== "footer") return true;
  return false;
}

const onePrice = <T extends Described>(readings: readonly T[]): T | null => {
  const [first] = readings;
  return first && readings.every((reading) => reading.price === first.price) ? first : null;
};

/** How closely a product name is the page's (2 heading/og:title, 1 most of <title>, 0 another name). */
export const pageNameScore = (title: string | null, index: PageIndex): number => nameScore(title, pageNames(index));

/** The readings not placed inside a related, recommended or recently-viewed block. */
export const inPlace = <T extends Described>(readings: readonly T[], index: PageIndex): T[] =>
  readings.filter((reading) => !reading.source || !inRelatedBlock(reading.source, index));

/**
 * The page's own product among several structured readings, or null when the page does not tell
 * (then the prices conflict). Readings that agree on the price need no choice.
 */
export function pickOwnProduct<T extends Described>(readings: readonly T[], index: PageIndex): T | null {
  const agreed = onePrice(readings);
  if (agreed) return agreed;
  const placed = inPlace(readings, index);
  const placedAgree = onePrice(placed);
  if (placedAgree) return placedAgree;
  const names = pageNames(index);
  const scored = placed.map((reading) => ({ reading, score: nameScore(reading.title, names) }));
  const best = Math.max(0, ...scored.map((entry) => entry.score));
  if (best === 0) return null;
  return onePrice(scored.filter((entry) => entry.score === best).map((entry) => entry.reading));
}
