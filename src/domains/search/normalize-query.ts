import { extractChosung, isChosungQuery } from "@/platform/text/chosung";
import { normalizeSearchText } from "@/platform/text/normalize";

/** Longest query we search for or log; longer input is cut here. */
export const MAX_QUERY_LENGTH = 50;

export type SearchQuery = {
  /** Normalised query without the volume/nicotine words; may be empty when only those were typed. */
  text: string;
  /** Whitespace-separated words of `text`; every one must appear in a match. */
  words: string[];
  /** The 초성 key to match when the query is all initial consonants (`ㄹㅁ`), else null. */
  chosung: string | null;
  volumeMl: number | null;
  nicotineMg: number | null;
};

const UNIT_WORD = /(?<![\d.])(\d+(?:\.\d+)?)\s*(ml|미리|밀리|mg)(?![\p{L}\p{N}])/gu;
const BARE_UNIT = /(?<![\p{L}\p{N}])(?:ml|mg|미리|밀리)(?![\p{L}\p{N}])/gu;

/**
 * Reads a search box query: "레몬 30ml 9.8mg" searches 레몬 among 30 ml, 9.8 mg products. Volume and
 * nicotine words are filters, not text, because product names rarely carry them.
 */
export function parseSearchQuery(raw: string): SearchQuery {
  const normalized = normalizeSearchText(raw).slice(0, MAX_QUERY_LENGTH);
  let volumeMl: number | null = null;
  let nicotineMg: number | null = null;
  const text = normalized
    .replace(UNIT_WORD, (_, amount: string, unit: string) => {
      if (unit === "mg") nicotineMg = Number(amount);
      else volumeMl = Math.round(Number(amount));
      return " ";
    })
    .replace(BARE_UNIT, " ")
    .replace(/\s+/g, " ")
    .trim();
  const words = text ? text.split(" ") : [];
  const chosung = text && isChosungQuery(text) ? extractChosung(text) : null;
  return { text, words, chosung, volumeMl, nicotineMg };
}
