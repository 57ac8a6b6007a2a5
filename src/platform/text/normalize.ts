import { toCompatibilityJamo } from "./hangul";

/**
 * The one normal form of searchable text, for product search keys and queries alike: NFKC
 * (full-width letters, ㎖, compatibility characters) with Hangul jamo kept as typed, lowercase,
 * punctuation as spaces (except a decimal point), single spaces.
 */
export function normalizeSearchText(text: string): string {
  const folded = Array.from(text.normalize("NFKC"), toCompatibilityJamo).join("").toLowerCase();
  return folded
    .replace(/(?<!\d)\.|\.(?!\d)/g, " ")
    .replace(/[^\p{L}\p{N}.\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}
