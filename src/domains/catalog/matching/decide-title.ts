import type { MatchIndex, ProductLine } from "./catalog-index";
import { jamoSimilarity, nameKey } from "./name-key";
import { soundConsonants } from "./name-sound";
import { readTitle, type ReadTitle } from "./read-title";
import { segmentKey } from "./segment-words";
import type { MatchCandidate, MatchDecision, MatchProduct } from "./types";

// Below this a different name is simply another liquid; at or above it, perhaps a typo of this one.
const TYPO_SIMILARITY = 0.75;
const MAX_CANDIDATES = 5;
// A sound skeleton of two consonants (`쿨`, `피치`) is shared by too many names to match on alone.
const MATCH_SOUND = 3;

/**
 * What one shop title is: exactly one catalogue product (`match`), a liquid the catalogue lacks
 * (`new`), not one bottle of liquid nor a set of one (`skip`), or unsure (`review`). A set (`2병 세트`) matches the
 * bottle it holds; its offer keeps the count (createOfferForPage). Never the nearest product: a name,
 * size, strength, way of inhaling or nicotine form that does not agree is never a match.
 */
export function decideTitle(title: string, index: MatchIndex): MatchDecision {
  const read = readTitle(title, index);
  if (read.skipReason) return { decision: "skip", reason: read.skipReason };
  if (read.makers.length !== 1) {
    const reason = read.makers.length === 0 ? "제조사를 알 수 없음" : "제조사가 둘 이상";
    return review(
      reason,
      read,
      (index.linesByKey.get(read.key) ?? []).flatMap((line) => line.products),
    );
  }
  const maker = read.makers[0]!;
  const lines = index.linesByMaker.get(maker) ?? [];
  if (!read.key) return review("상품명을 알 수 없음", read, []);
  const readWords = sortedWords(read, index);
  const named = lines.filter((line) => line.keys.includes(read.key) || (readWords !== "" && readWords === line.sortedWords.join(" ")));
  const sameName = named.length > 0 || !read.plainKey ? named : lines.filter((line) => line.keys.includes(read.plainKey));
  if (read.specs.options) return review("용량·니코틴이 여러 개인 옵션 상품", read, productsOf(sameName));
  if (sameName.length > 0) return decideBottle(read, sameName, index);
  const soundAlike = soundConsonants(read.sound) >= MATCH_SOUND ? lines.filter((line) => line.sounds.includes(read.sound)) : [];
  if (soundAlike.length === 1) return decideBottle(read, soundAlike, index);
  if (soundAlike.length > 1) return review("발음이 같은 상품이 여럿", read, productsOf(soundAlike));
  const doubtful = lines.filter((line) => isDoubtfulName(read.key, line, index));
  if (doubtful.length > 0) return review("비슷한 이름의 상품이 있음", read, productsOf(doubtful));
  return newProduct(read, index.makerNames[maker]!, read.name, lines);
}

/** The liquid is known: which of its bottles, or a bottle the catalogue lacks. */
function decideBottle(read: ReadTitle, lines: ProductLine[], index: MatchIndex): MatchDecision {
  const { volumeMl, nicotineMg } = read.specs;
  const products = productsOf(lines);
  if (volumeMl === null || nicotineMg === null) return review("용량 또는 니코틴 함량이 없음", read, products);
  const sameBottle = products.filter((product) => sameSpecs(product, volumeMl, nicotineMg));
  if (sameBottle.length === 0) {
    return newProduct(read, index.makerNames[lines[0]!.maker]!, lines[0]!.name, index.linesByMaker.get(lines[0]!.maker) ?? []);
  }
  const agreeing = sameBottle.filter((product) => agreesWithTitle(read, product));
  if (agreeing.length !== 1) {
    const reason = agreeing.length === 0 ? "호흡 방식 또는 니코틴 종류가 다름" : "같은 용량·니코틴의 상품이 여럿";
    return review(reason, read, sameBottle);
  }
  const unstated = [read.specs.inhalation, read.specs.nicotineForm].filter((stated) => stated === null).length;
  const byAlias = lines.some((line) => line.keys[0] === read.key) ? 0 : 1;
  return { decision: "match", productId: agreeing[0]!.id, score: round(1 - 0.02 * unstated - 0.02 * byAlias) };
}

const sameSpecs = (product: MatchProduct, volumeMl: number, nicotineMg: number) =>
  product.volumeMl === volumeMl && Math.abs(product.nicotineMg - nicotineMg) < 0.05;

function agreesWithTitle(read: ReadTitle, product: MatchProduct): boolean {
  const { inhalation, nicotineForm, nicotineSource } = read.specs;
  if (inhalation !== null && product.inhalation !== inhalation) return false;
  if (nicotineForm !== null && product.nicotineForm !== nicotineForm) return false;
  return nicotineSource === null || product.nicotineSource === undefined || product.nicotineSource === nicotineSource;
}

/**
 * A catalogue name the title's name is not, but might be meant as: one holds the other with words left
 * over that are no known flavour (shop noise, unsure), or the two differ by a letter or two (a typo).
 * Left-over flavour words (`딸기` beside `바나나`, `아이스`) make another liquid: not doubtful.
 */
function isDoubtfulName(key: string, line: ProductLine, index: MatchIndex): boolean {
  return line.keys.some((name) => {
    if (key.includes(name)) return segmentKey(key.replace(name, ""), index.vocabulary) === null;
    if (name.includes(key)) return segmentKey(name.replace(key, ""), index.vocabulary) === null;
    return jamoSimilarity(key, name) >= TYPO_SIMILARITY;
  });
}

/**
 * A bottle the catalogue lacks, only when no product of the maker could be it: one with the same size and
 * strength that the title does not contradict sends the title to review instead (a duplicate splits a
 * bottle's offers, wishes and alerts in two; a review costs an admin a glance).
 */
function newProduct(read: ReadTitle, manufacturer: string, name: string, makerLines: ProductLine[]): MatchDecision {
  const { volumeMl, nicotineMg, inhalation, nicotineForm, nicotineSource } = read.specs;
  if (volumeMl === null || nicotineMg === null) return review("새 상품이지만 용량 또는 니코틴 함량이 없음", read, []);
  // A set is an offer of a bottle the catalogue has; no product is made from a set's title.
  if (read.specs.quantity !== 1) return review("세트 상품이지만 낱병 상품이 없음", read, []);
  const couldBe = productsOf(makerLines).filter((product) => sameSpecs(product, volumeMl, nicotineMg) && agreesWithTitle(read, product));
  if (couldBe.length > 0) return review("같은 제조사·용량·니코틴의 상품이 있음", read, couldBe);
  return { decision: "new", specs: { manufacturer, name, volumeMl, nicotineMg, inhalation, nicotineForm, nicotineSource } };
}

function review(reason: string, read: ReadTitle, products: MatchProduct[]): MatchDecision {
  return { decision: "review", reason, candidates: rankCandidates(read, products) };
}

/** Candidates for the admin, best first: name likeness, then whether size and strength agree. */
function rankCandidates(read: ReadTitle, products: MatchProduct[]): MatchCandidate[] {
  const { volumeMl, nicotineMg } = read.specs;
  return products
    .map((product) => {
      const sameVolume = product.volumeMl === volumeMl ? 0.2 : 0;
      const sameNicotine = nicotineMg !== null && Math.abs(product.nicotineMg - nicotineMg) < 0.05 ? 0.2 : 0;
      return { productId: product.id, score: round(0.6 * jamoSimilarity(read.key, nameKey(product.name)) + sameVolume + sameNicotine) };
    })
    .sort((a, b) => b.score - a.score || a.productId - b.productId)
    .slice(0, MAX_CANDIDATES);
}

function sortedWords(read: ReadTitle, index: MatchIndex): string {
  return (segmentKey(read.key, index.vocabulary) ?? []).sort().join(" ");
}

const productsOf = (lines: ProductLine[]) => lines.flatMap((line) => line.products);
const round = (score: number) => Math.round(score * 100) / 100;
