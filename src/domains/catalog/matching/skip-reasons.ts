/**
 * Why a title is not one bottle of liquid, nor a set of one bottle, or null. Read before anything else is
 * taken from the title: a box of three flavours must never become a match for one of them. A set of one
 * liquid whose count the title states (`quantity`, from readStatedQuantity) is matched as a set offer.
 */
export function findSkipReason({
  raw,
  withoutMaker,
  quantity,
}: {
  raw: string;
  withoutMaker: string;
  quantity: number | null;
}): string | null {
  if (isMixedPack(raw) || quantity === null || (quantity === 1 && PACK_WORDS.test(raw))) return "세트·묶음 상품";
  for (const [pattern, reason] of PRODUCT_TYPES) if (pattern.test(withoutMaker)) return reason;
  return null;
}

// Read on the lowercased title with its punctuation (`[1+1]`, `x 2개`), before brackets are dropped.
// A set or bundle without a count says not how many bottles it holds.
const PACK_WORDS = /세트|(?<![a-z])set(?![a-z])|패키지|번들|bundle|묶음/;
// Several liquids in one box: kinds (`2종`), a random pick, a sampler.
const MIXED_WORDS = /랜덤|random|샘플러|sampler|모음|골라\s*담기|택\s*\d|\d\s*가지/;
const KINDS = /(\d+)\s*종/;

function isMixedPack(raw: string): boolean {
  const kinds = KINDS.exec(raw);
  return MIXED_WORDS.test(raw) || (kinds !== null && Number(kinds[1]) >= 2);
}

// Read on the normalised title with the maker's name blanked out (a maker may be called `…팟`).
const PRODUCT_TYPES: ReadonlyArray<readonly [RegExp, string]> = [
  [/카트리지|cartridge|공팟|팟(?![가-힣])|(?<![a-z])pods?(?![a-z])/, "팟·카트리지"],
  [/기기|디바이스|device|(?<![a-z])kit(?![a-z])|키트|배터리|battery|무화기|atomizer|탱크|(?<![a-z])tank(?![a-z])|충전기|charger/, "기기"],
  [/코일|(?<![a-z])coils?(?![a-z])/, "코일"],
  [/공병|빈\s*병|공용기|empty\s*bottle/, "공병"],
  [/케이스|파우치|랜야드|드립\s*팁|코튼|cotton/, "액세서리"],
];
