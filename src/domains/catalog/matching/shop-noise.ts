/**
 * What shops add to titles that says nothing of the liquid: delivery, authenticity, sale and category
 * words, leftover units. Removed as whole words or phrases of the normalised title.
 */
const NOISE_PHRASES = [
  "당일\\s*발송",
  "당일\\s*배송",
  "당일\\s*출고",
  "오늘\\s*출발",
  "무료\\s*배송",
  "빠른\\s*배송",
  "국내\\s*정품",
  "정품\\s*인증",
  "정식\\s*수입",
  "정식\\s*통관",
  "정품",
  "수입",
  "신상품?",
  "신제품",
  "재입고",
  "입고",
  "베스트",
  "인기",
  "추천",
  "특가",
  "할인",
  "세일",
  "최저가",
  "핫딜",
  "이벤트",
  "전자\\s*담배",
  "전담",
  "액상",
  "리퀴드",
  "이\\s*리퀴드",
  "단품",
  // The maker's first edition is the catalogue's plain name; `by` stands before a maker written after the flavour.
  "오리지널",
  "original",
  "by",
  "e\\s*liquid",
  "liquid",
  "new",
  "best",
  "hot",
  "sale",
  "md",
  "ml",
  "mg",
  "니코틴",
  "nicotine",
  "용",
  "1\\s*병",
  "1\\s*개",
];

const NOISE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${NOISE_PHRASES.join("|")})(?![\\p{L}\\p{N}])`, "gu");
// Glued to a name or bracket word (`★당일발송★`, `정품하이젠버그`): only phrases no flavour contains.
const GLUED_NOISE = /당일\s*발송|당일\s*배송|무료\s*배송|국내\s*정품|정식\s*수입|md\s*(?:추천|픽)|액상(?![가-힣])/g;
// `망고맛`, `솜사탕맛`: the taste of what the word names, which the catalogue writes without `맛`.
const TASTE_SUFFIX = /(?<=[가-힣]{2})맛(?![가-힣])/g;

export function removeShopNoise(text: string): string {
  return text.replace(GLUED_NOISE, " ").replace(TASTE_SUFFIX, "").replace(NOISE, " ").replace(/\s+/g, " ").trim();
}
