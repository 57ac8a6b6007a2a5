/**
 * Why a title is not one bottle of liquid, or null. Read before anything else is taken from the title:
 * a set of three bottles must never become a match for one of them.
 */
export function findSkipReason({ raw, withoutMaker }: { raw: string; withoutMaker: string }): string | null {
  if (isPack(raw)) return "세트·묶음 상품";
  for (const [pattern, reason] of PRODUCT_TYPES) if (pattern.test(withoutMaker)) return reason;
  return null;
}

// Read on the lowercased title with its punctuation (`[1+1]`, `x 2개`), before brackets are dropped.
const PACK_WORDS = /세트|(?<![a-z])set(?![a-z])|패키지|번들|bundle|묶음|랜덤|random|샘플러|sampler|모음|골라\s*담기/;
const PLUS_OFFER = /\d\s*\+\s*\d/; // 1+1, 2+1
const PACK_COUNTS = [
  /(\d+)\s*종/, // 2종, 랜덤 5종
  /(\d+)\s*(?:병|개입|개|ea|팩|pack)(?![a-z가-힣])/, // 10병, 2개입, 3ea
  /(?<![a-z])[x×*]\s*(\d+)(?!\s*(?:ml|mg|\d))/, // x 2개, ×3
];

function isPack(raw: string): boolean {
  if (PACK_WORDS.test(raw) || PLUS_OFFER.test(raw)) return true;
  return PACK_COUNTS.some((pattern) => {
    const found = pattern.exec(raw);
    return found !== null && Number(found[1]) >= 2;
  });
}

// Read on the normalised title with the maker's name blanked out (a maker may be called `…팟`).
const PRODUCT_TYPES: ReadonlyArray<readonly [RegExp, string]> = [
  [/카트리지|cartridge|공팟|팟(?![가-힣])|(?<![a-z])pods?(?![a-z])/, "팟·카트리지"],
  [/기기|디바이스|device|(?<![a-z])kit(?![a-z])|키트|배터리|battery|무화기|atomizer|탱크|(?<![a-z])tank(?![a-z])|충전기|charger/, "기기"],
  [/코일|(?<![a-z])coils?(?![a-z])/, "코일"],
  [/공병|빈\s*병|공용기|empty\s*bottle/, "공병"],
  [/케이스|파우치|랜야드|드립\s*팁|코튼|cotton/, "액세서리"],
];
