import countryToCurrency from "country-to-currency";
import { code as currencyByCode } from "currency-codes";
import { findPrices, normalizeMoneyText, parsePrice } from "@/domains/crawler/extract/parse-price";

// Money in any currency, as shop pages print it: "₩12,900", "12,900원", "$29.99", "1.759,99 €",
// "Rp 23.450", "₹1,23,456", "CHF 1'299.50", "39,90 zł". Korean 만/천 forms go through parse-price.

/** One amount found in text; `currency` is an ISO 4217 code or null when the text names none. */
export type Money = { amount: number; currency: string | null; text: string; index: number; end: number };

/** How the page writes numbers: its locale (html lang, og:locale) and the currency it states elsewhere. */
export type MoneyContext = { locale: string | null; currency: string | null };

const SYMBOLS: ReadonlyArray<[string, string | ((locale: string) => string)]> = [
  ["US$", "USD"],
  ["AU$", "AUD"],
  ["A$", "AUD"],
  ["CA$", "CAD"],
  ["C$", "CAD"],
  ["NZ$", "NZD"],
  ["HK$", "HKD"],
  ["NT$", "TWD"],
  ["S$", "SGD"],
  ["R$", "BRL"],
  ["RD$", "DOP"],
  ["$", (locale) => dollarOf(locale)],
  ["€", "EUR"],
  ["£", "GBP"],
  ["¥", (locale) => (locale.startsWith("zh") ? "CNY" : "JPY")],
  ["￥", (locale) => (locale.startsWith("zh") ? "CNY" : "JPY")],
  ["円", "JPY"],
  ["元", (locale) => (["TW", "HK", "MO"].includes(region(locale)) ? dollarOf(locale) : "CNY")],
  ["₹", "INR"],
  ["₩", "KRW"],
  ["￦", "KRW"],
  // Korean fonts draw the backslash as ₩, and old shop skins still print "\12,900".
  ["\\", "KRW"],
  ["원", "KRW"],
  ["₽", "RUB"],
  ["руб.", "RUB"],
  ["руб", "RUB"],
  ["₸", "KZT"],
  ["тг.", "KZT"],
  ["тг", "KZT"],
  ["₴", "UAH"],
  ["грн", "UAH"],
  ["лв.", "BGN"],
  ["лв", "BGN"],
  ["kn", "HRK"],
  ["S/", "PEN"],
  ["₺", "TRY"],
  ["₪", "ILS"],
  ["฿", "THB"],
  ["₫", "VND"],
  ["₱", "PHP"],
  ["zł", "PLN"],
  ["Kč", "CZK"],
  ["Ft", "HUF"],
  ["kr.", (locale) => KRONA_BY_LANGUAGE[locale.slice(0, 2)] ?? "SEK"],
  ["kr", (locale) => KRONA_BY_LANGUAGE[locale.slice(0, 2)] ?? "SEK"],
  ["Lei", "RON"],
  ["lei", "RON"],
  ["Fr.", "CHF"],
  ["Rp", "IDR"],
  ["RM", "MYR"],
];
// Currencies written with a bare "$" in their own country (pesos and dollars alike).
const DOLLAR_SIGN = new Set(["USD", "AUD", "CAD", "NZD", "SGD", "HKD", "TWD", "MXN", "CLP", "ARS", "COP", "UYU", "MOP"]);
const byCountry = countryToCurrency as Record<string, string>;
const dollarOf = (locale: string) => {
  const local = byCountry[region(locale)];
  return local && DOLLAR_SIGN.has(local) ? local : "USD";
};
const KRONA_BY_LANGUAGE: Record<string, string> = { sv: "SEK", nb: "NOK", nn: "NOK", no: "NOK", da: "DKK", is: "ISK" };
const CURRENCY_BY_LANGUAGE: Record<string, string> = {
  ko: "KRW",
  ja: "JPY",
  en: "USD",
  de: "EUR",
  fr: "EUR",
  it: "EUR",
  es: "EUR",
  nl: "EUR",
  pl: "PLN",
  ro: "RON",
  cs: "CZK",
  hu: "HUF",
  id: "IDR",
  pt: "EUR",
  sk: "EUR",
  sl: "EUR",
  hr: "EUR",
  el: "EUR",
  fi: "EUR",
  et: "EUR",
  lv: "EUR",
  lt: "EUR",
  ru: "RUB",
  kk: "KZT",
  uk: "UAH",
  zh: "CNY",
  sv: "SEK",
  da: "DKK",
  nb: "NOK",
  tr: "TRY",
  th: "THB",
  vi: "VND",
};

const region = (locale: string) => /[-_]([A-Za-z]{2})\b/.exec(locale)?.[1]?.toUpperCase() ?? "";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SYMBOL = SYMBOLS.map(([symbol]) => escape(symbol)).join("|");
// Grouped (1.759,99 | 1 759,99 | 1'299.50 | 1,23,456) or plain (29.99 | 12900) numbers.
const NUMBER = String.raw`\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d{1,2})?|\d{1,3}(?:[.,'’ ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;
const TOKEN = new RegExp(
  String.raw`(?<![\d.,])(${SYMBOL}|[A-Z]{3})\s?(${NUMBER})(?!\d)|(?<![\w.,])(${NUMBER})\s?(${SYMBOL}|[A-Z]{3})(?![A-Za-z])`,
  "g",
);

/** An ISO code for a currency written as a code, symbol or word; null when it is none of those. */
export function currencyOf(written: string, locale: string | null = null): string | null {
  const trimmed = written.trim();
  const symbol = SYMBOLS.find(([known]) => known === trimmed);
  if (symbol) return typeof symbol[1] === "string" ? symbol[1] : symbol[1](locale ?? "");
  const upper = trimmed.toUpperCase();
  if (upper === "WON") return "KRW";
  return /^[A-Z]{3}$/.test(upper) && currencyByCode(upper) ? upper : null;
}

/** The currency a page's locale implies ("ko-KR" → KRW, "de-CH" → CHF), for prices printed without one. */
export function currencyOfLocale(locale: string | null): string | null {
  if (!locale) return null;
  return byCountry[region(locale)] ?? CURRENCY_BY_LANGUAGE[locale.slice(0, 2).toLowerCase()] ?? null;
}

const decimalMarks = new Map<string, string | null>();

function decimalSeparator(locale: string | null): string | null {
  if (!locale) return null;
  if (!decimalMarks.has(locale)) {
    let separator: string | null = null;
    try {
      separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? null;
    } catch {
      separator = null;
    }
    decimalMarks.set(locale, separator);
  }
  return decimalMarks.get(locale)!;
}

/**
 * A grouped number as the page meant it. With both "." and "," the last one is the decimal mark;
 * a lone separator before exactly three digits groups thousands unless the locale's decimal mark is
 * that separator and the currency has cents (de "23.450" → 23450, en "$19.99" → 19.99).
 */
export function parseLocaleNumber(raw: string, { locale, currency }: MoneyContext): number | null {
  const compact = raw.replace(/[ '’\u00a0\u202f]/g, "");
  const separators = compact.replace(/\d/g, "");
  if (separators === "") return Number(compact);
  const last = separators.at(-1)!;
  const tail = compact.length - compact.lastIndexOf(last) - 1;
  const mixed = separators.includes(".") && separators.includes(",");
  const minorDigits = currency ? (currencyByCode(currency)?.digits ?? 2) : 2;
  let decimal: string | null;
  if (mixed) decimal = last;
  else if (separators.length > 1) {
    if (tail !== 3) return null;
    decimal = null;
  } else if (tail !== 3) decimal = last;
  else decimal = minorDigits > 0 && decimalSeparator(locale) === last ? last : null;
  const [whole, fraction = ""] = decimal
    ? [compact.slice(0, compact.lastIndexOf(decimal)), compact.slice(compact.lastIndexOf(decimal) + 1)]
    : [compact, ""];
  const digits = whole.replace(/[.,]/g, "");
  if (!/^\d+$/.test(digits) || (fraction !== "" && !/^\d+$/.test(fraction))) return null;
  return Number(fraction ? `${digits}.${fraction}` : digits);
}

/** Every amount in free text that carries a currency (symbol, code or 원), in order. */
export function findMoney(text: string, context: MoneyContext): Money[] {
  const normalized = normalizeMoneyText(text);
  const found: Money[] = [];
  // Korean unit forms ("1만 2천원", "3만 5천원") are parse-price's job.
  for (const token of findPrices(normalized)) {
    const written = normalized.slice(token.index, token.end);
    if (!token.marked || token.value <= 0 || !/[만천백]/.test(written)) continue;
    found.push({ amount: token.value, currency: "KRW", text: written.trim(), index: token.index, end: token.end });
  }
  const pattern = new RegExp(TOKEN.source, "g");
  for (let match = pattern.exec(normalized); match; match = pattern.exec(normalized)) {
    const written = match[1] ?? match[4]!; // the pattern takes a sign before or after the number
    const currency = currencyOf(written, context.locale);
    // "UVP 24,90 €": a word that is no currency must not swallow the number the next sign belongs to.
    const wordBefore = match[1] && /^[A-Z]{3}$/.test(written) && /[A-Za-z]/.test(normalized[match.index - 1] ?? "");
    if (!currency || wordBefore) {
      pattern.lastIndex = match.index + 1;
      continue;
    }
    const amount = parseLocaleNumber(match[2] ?? match[3]!, { locale: context.locale, currency });
    const index = match.index;
    const end = index + match[0].length;
    if (amount === null || amount <= 0 || found.some((money) => index < money.end && money.index < end)) continue;
    found.push({ amount, currency, text: match[0], index, end });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** A structured-data price (JSON-LD, microdata, meta): won as parse-price reads it, other currencies with "." as decimal mark. */
export function parseStructuredAmount(value: unknown, currency: string | null): number | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  if (currency === null || currency === "KRW") return parsePrice(value);
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  const text = value.trim();
  return /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : parseLocaleNumber(text.replace(/[^\d.,'’ ]/g, ""), { locale: null, currency });
}
