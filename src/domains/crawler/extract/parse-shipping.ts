import { findPrices, normalizeMoneyText, type PriceToken } from "@/domains/crawler/extract/parse-price";

export type Shipping = { fee: number | null; freeThreshold: number | null };

// Regional surcharges ("제주/도서산간 추가 3,000원") are not the base fee: drop those clauses.
const REGIONAL_CLAUSE = /[(\[][^()\[\]]*(?:제주|도서|산간)[^()\[\]]*[)\]]|[^,;/()\[\]]*(?:제주|도서|산간)[^,;/()\[\]]*/g;
const UNKNOWN_FEE = /착불|별도|상이|문의|차등/;

/**
 * Reads Korean shipping text: "3,000원 (50,000원 이상 구매 시 무료)" → {fee 3000, freeThreshold 50000},
 * "무료배송" → {fee 0, freeThreshold null}. Returns null when the text states nothing usable.
 */
export function parseShipping(input: string | null | undefined): Shipping | null {
  if (!input) return null;
  // Normalised after the clause removal so token offsets from findPrices index into `text`.
  const text = normalizeMoneyText(normalizeMoneyText(input).replace(REGIONAL_CLAUSE, " "));
  const tokens = findPrices(text).filter((token) => token.value >= 0);
  let freeThreshold: number | null = null;
  const used = new Set<PriceToken>();

  for (const token of tokens) {
    const after = text.slice(token.end, token.end + 30);
    // "50,000원 이상 (구매 시) 무료" names the threshold.
    if (/^\s*(?:이상|부터|over|↑)[^,;/]*?무료/.test(after)) {
      freeThreshold = token.value;
      used.add(token);
      break;
    }
    // "30,000원 미만 (시) 배송비 2,500원" names the threshold and then the fee.
    if (/^\s*미만/.test(after)) {
      freeThreshold = token.value;
      used.add(token);
      break;
    }
  }

  const feeToken = tokens.find((token) => !used.has(token) && (token.marked || tokens.length === 1));
  const mentionsFree = /무료|free/i.test(text);
  if (feeToken && feeToken.value > 0) return { fee: feeToken.value, freeThreshold };
  if (feeToken && feeToken.value === 0) return { fee: 0, freeThreshold: null };
  if (freeThreshold !== null) return { fee: null, freeThreshold };
  if (UNKNOWN_FEE.test(text) || /조건부/.test(text)) return null;
  if (mentionsFree) return { fee: 0, freeThreshold: null };
  return null;
}
