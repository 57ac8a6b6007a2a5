import type { CheerioAPI } from "cheerio";
import { isHidden, nonEmpty, resolveHttpUrl, safeSelect, textOf, visibleText } from "@/domains/crawler/extract/dom-helpers";
import { findLabelledText, SHIPPING_LABEL } from "@/domains/crawler/extract/labelled-value";
import { metaValues, type PageIndex } from "@/domains/crawler/extract/page-index";
import { parseShipping, type Shipping } from "@/domains/crawler/extract/parse-shipping";
import type { SiteSelectors } from "@/domains/crawler/extract/types";

// Page-wide sources for the fields a winning step did not state.

const firstMatch = ($: CheerioAPI, selector: string | undefined) => (selector ? (safeSelect($, selector)?.toArray()[0] ?? null) : null);

export function pageTitle($: CheerioAPI, index: PageIndex, selectors?: SiteSelectors): string | null {
  const own = firstMatch($, selectors?.title);
  return (
    (own ? nonEmpty(textOf(own)) : null) ??
    nonEmpty(metaValues(index, "og:title")[0]) ??
    nonEmpty(textOf(index.firstH1)) ??
    nonEmpty(textOf(index.titleElement))
  );
}

export function pageImage(index: PageIndex, url: string): string | null {
  return resolveHttpUrl(metaValues(index, "og:image:secure_url")[0] ?? metaValues(index, "og:image")[0], url);
}

export function pageShipping($: CheerioAPI, index: PageIndex, selectors?: SiteSelectors): Shipping | null {
  const own = firstMatch($, selectors?.shipping);
  return parseShipping(own ? nonEmpty(visibleText(own)) : null) ?? parseShipping(findLabelledText(index, SHIPPING_LABEL));
}

/** True when the operator's sold-out selector matches a visible element. */
export function selectorSaysSoldOut($: CheerioAPI, selectors?: SiteSelectors): boolean {
  if (!selectors?.soldOut) return false;
  return (safeSelect($, selectors.soldOut)?.toArray() ?? []).some((element) => !isHidden(element));
}

/** Nothing a visitor or a parser could read: no text, no metadata. */
export function isEmptyDocument(index: PageIndex): boolean {
  return nonEmpty(textOf(index.body)) === null && index.metas.size === 0 && index.ldJsonScripts.length === 0;
}
