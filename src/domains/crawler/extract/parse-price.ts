// Korean shop price text → integer won. parsePrice reads a string that is only a price;
// findPrices scans free text ("10,900원 (2,000원 할인)") for every money-looking token.

const UNIT_VALUE: Record<string, number> = { 만: 10_000, 천: 1_000, 백: 100 };

/** Folds the spacing and full-width forms Korean pages use into plain ASCII. */
export function normalizeMoneyText(text: string): string {
  return text
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/\uFF0C/g, ",")
    .replace(/\uFF0E/g, ".")
    .replace(/[\s\u00A0\u2000-\u200B\u202F\u205F\u3000\uFEFF]+/g, " ")
    .trim();
}

// One number: 12,900 | 12900 | 12900.00 | 1.2 | 12.900 (dot as thousands separator).
const NUMBER = String.raw`\d+(?:[,.]\d+)*`;
// A number with Korean units, e.g. "1만 2천", "1.2만", "1만2,000"; or a plain number.
const AMOUNT = String.raw`${NUMBER}(?:\s*[만천백](?:\s*${NUMBER}\s*[천백]?)*)?`;
const PREFIX = String.raw`(?:[₩￦\\]|KRW)\s*`;
const SUFFIX = String.raw`\s*(?:원|KRW|won)`;
const TOKEN = new RegExp(String.raw`(-)?(${PREFIX})?(${AMOUNT})(${SUFFIX})?`, "gi");
const STRICT = new RegExp(String.raw`^(-)?(?:${PREFIX})?(${AMOUNT})(?:${SUFFIX})?\s*$`, "i");

/** Reads one plain number (no units); null when the grouping is not a price. */
function parseNumber(raw: string, allowFraction: boolean): number | null {
  if (/^\d+$/.test(raw)) return Number(raw);
  if (/^\d{1,3}(?:,\d{3})+$/.test(raw)) return Number(raw.replace(/,/g, ""));
  // "12900.00" from hidden inputs; a real fraction only makes sense before 만/천 ("1.2만").
  const fraction = /^(\d{1,3}(?:,\d{3})*|\d+)\.(\d+)$/.exec(raw);
  if (fraction) {
    // Both groups are required by the pattern, so a match has them.
    const [, wholeText = "", decimals = ""] = fraction;
    const whole = Number(wholeText.replace(/,/g, ""));
    if (/^0+$/.test(decimals)) return whole;
    if (allowFraction) return Number(`${whole}.${decimals}`);
    if (decimals.length === 3) return Number(raw.replace(/\./g, ""));
    return null;
  }
  if (/^\d{1,3}(?:\.\d{3})+$/.test(raw)) return Number(raw.replace(/\./g, ""));
  return null;
}

/** "1만 2천" → 12000, "1.2만" → 12000, "12,900" → 12900; null if malformed. */
export function parseAmount(amount: string): number | null {
  if (/\d\s+\d/.test(amount)) return null;
  const compact = amount.replace(/\s+/g, "");
  if (!/[만천백]/.test(compact)) return parseNumber(compact, false);
  let total = 0;
  let lastUnit = Infinity;
  const parts = compact.match(/[\d,.]+[만천백]?/g) ?? [];
  if (parts.join("") !== compact) return null;
  for (const [index, part] of parts.entries()) {
    const unit = /[만천백]$/.test(part) ? part.slice(-1) : "";
    const value = parseNumber(unit ? part.slice(0, -1) : part, unit !== "");
    if (value === null) return null;
    const multiplier = unit ? UNIT_VALUE[unit]! : 1; // unit is 만, 천 or 백 by the test above
    // Units must descend (만 then 천 then 백) and a bare number may only come last.
    if (multiplier >= lastUnit || (!unit && index !== parts.length - 1)) return null;
    lastUnit = multiplier;
    total += value * multiplier;
  }
  return Math.round(total);
}

/**
 * Parses a string that is only a price ("12,900원", "₩12,900", "1만 2천원", 12900).
 * Returns integer won (0 and negatives are returned so callers can report them), or null.
 */
export function parsePrice(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === "number") return Number.isFinite(input) ? Math.round(input) : null;
  const match = STRICT.exec(normalizeMoneyText(input));
  if (!match) return null;
  const value = parseAmount(match[2]!); // the amount group is required
  if (value === null) return null;
  return match[1] ? -value : value;
}

export type PriceToken = { value: number; index: number; end: number; marked: boolean };

/** Every money token in free text, in order; `marked` is true when it carries 원/₩/KRW. */
export function findPrices(text: string): PriceToken[] {
  const normalized = normalizeMoneyText(text);
  const tokens: PriceToken[] = [];
  for (const match of normalized.matchAll(TOKEN)) {
    const value = parseAmount(match[3]!); // the amount group is required
    if (value === null) continue;
    const marked = Boolean(match[2] || match[4]);
    // A leading "-" only means negative directly before the number ("-1,000원"), not "3mg - 1,000원".
    const before = normalized[match.index - 1];
    const negative = Boolean(match[1]) && (before === undefined || before === " " || before === "(");
    tokens.push({ value: negative ? -value : value, index: match.index, end: match.index + match[0].length, marked });
  }
  return tokens;
}

/** The first price in free text, preferring tokens marked with 원/₩/KRW over bare numbers. */
export function findPrice(text: string): number | null {
  const tokens = findPrices(text);
  const marked = tokens.find((token) => token.marked);
  return (marked ?? tokens[0])?.value ?? null;
}
