import countryToCurrency from "country-to-currency";
import { currencyOfLocale } from "@/domains/crawler/extract/money";
import type { PageIndex } from "@/domains/crawler/extract/page-index";

// Where a page is from, for numbers and signs it prints without saying: its `lang` with a region,
// else its language with the host's country ("es" on a .cl host reads "$14.990" as Chilean pesos).

const byCountry = countryToCurrency as Record<string, string>;
const REGION = /[-_]([A-Za-z]{2})\b/;

/** The country of a host from its last label ("shop.example.co.uk" → GB), or null for .com/.example. */
export function countryOfHost(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return null;
  }
  const label = host.split(".").at(-1)?.toUpperCase() ?? "";
  if (!/^[A-Z]{2}$/.test(label)) return null;
  const country = label === "UK" ? "GB" : label;
  return byCountry[country] ? country : null;
}

export const currencyOfHost = (url: string): string | null => {
  const country = countryOfHost(url);
  return country ? byCountry[country]! : null;
};

/** The page's locale with a region when the lang attribute or the host gives one. */
export function pageLocale(index: PageIndex, url: string): string | null {
  const lang = index.lang?.trim() || null;
  if (lang && REGION.test(lang)) return lang;
  const country = countryOfHost(url);
  if (!country) return lang;
  return `${lang && /^[A-Za-z]{2,3}$/.test(lang) ? lang : "und"}-${country}`;
}

/** The currency amounts printed without a sign are in: the page's locale's, else its language's. */
export const currencyHint = (index: PageIndex, url: string): string | null => currencyOfLocale(pageLocale(index, url));
