import { cleanText, textOf } from "@/domains/crawler/extract/dom-helpers";
import { findMainBlock } from "@/domains/crawler/extract/main-block";
import { currencyOf, currencyOfLocale } from "@/domains/crawler/extract/money";
import { currencyOfHost } from "@/domains/crawler/extract/page-locale";
import { metaValues, type PageIndex } from "@/domains/crawler/extract/page-index";
import type { StepContext } from "@/domains/crawler/extract/step-types";
import { readAmounts } from "@/domains/crawler/extract/visible/price-candidates";

// The currency of a page whose price source names none: what the page itself says, in this order —
// price meta tags, the signs printed beside its own prices, the host's country, the page's language
// with a region, a Korean page, the language alone. Never KRW for a page that says nothing Korean.

const HANGUL = /[\uAC00-\uD7A3]/;

function metaCurrency(index: PageIndex): string | null {
  for (const key of ["product:price:currency", "og:price:currency"]) {
    const written = metaValues(index, key)[0];
    if (written) return currencyOf(written) ?? (/^[A-Za-z]{3}$/.test(written.trim()) ? written.trim().toUpperCase() : null);
  }
  return null;
}

/** The one currency every sign-marked amount in the product's main block is in, if they agree. */
function printedCurrency(context: StepContext): string | null {
  const main = findMainBlock(context.index);
  if (!main) return null;
  const signed = new Set<string>();
  for (const reading of readAmounts(main, context)) if (reading.currency && /[^\d\s.,'’]/.test(reading.text)) signed.add(reading.currency);
  return signed.size === 1 ? [...signed][0]! : null;
}

const isKoreanPage = (index: PageIndex) =>
  /^ko\b/i.test(index.lang ?? "") || HANGUL.test(cleanText(textOf(index.titleElement))) || HANGUL.test(cleanText(textOf(index.firstH1)));

const cache = new WeakMap<PageIndex, string | null>();

/** The page's currency for a price whose source names none; null when the page does not say. */
export function pageCurrency(context: StepContext): string | null {
  const { index, url } = context;
  if (cache.has(index)) return cache.get(index)!;
  const lang = index.lang ?? "";
  const regional = /[-_][A-Za-z]{2}\b/.test(lang) ? currencyOfLocale(lang) : null;
  // A page declared Korean prints won: no need to weigh its amounts for the sign.
  const found =
    metaCurrency(index) ??
    (/^ko\b/i.test(lang) ? "KRW" : null) ??
    printedCurrency(context) ??
    currencyOfHost(url) ??
    regional ??
    (isKoreanPage(index) ? "KRW" : null) ??
    currencyOfLocale(lang);
  cache.set(index, found);
  return found;
}
