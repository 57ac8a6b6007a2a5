import type { CheerioAPI } from "cheerio";
import { isHidden, nonEmpty, resolveHttpUrl, safeSelect, visibleText } from "@/domains/crawler/extract/dom-helpers";
import { findLabelledText, SHIPPING_LABEL } from "@/domains/crawler/extract/labelled-value";
import { parseShipping, type Shipping } from "@/domains/crawler/extract/parse-shipping";
import type { SiteSelectors } from "@/domains/crawler/extract/types";

// Page-wide sources for the fields a winning step did not state.

function metaContent($: CheerioAPI, key: string): string | null {
  return nonEmpty($(`meta[property="${key}" i], meta[name="${key}" i]`).first().attr("content"));
}

export function pageTitle($: CheerioAPI, selectors?: SiteSelectors): string | null {
  const own = selectors?.title ? safeSelect($, selectors.title)?.first() : null;
  return (own && own.length > 0 ? nonEmpty(own.text()) : null) ?? metaContent($, "og:title") ?? nonEmpty($("h1").first().text()) ?? nonEmpty($("title").first().text());
}

export function pageImage($: CheerioAPI, url: string): string | null {
  return resolveHttpUrl(metaContent($, "og:image:secure_url") ?? metaContent($, "og:image"), url);
}

export function pageShipping($: CheerioAPI, selectors?: SiteSelectors): Shipping | null {
  const own = selectors?.shipping ? safeSelect($, selectors.shipping)?.first() : null;
  const ownText = own && own.length > 0 && own[0] ? nonEmpty(visibleText(own[0])) : null;
  return parseShipping(ownText) ?? parseShipping(findLabelledText($, SHIPPING_LABEL));
}

/** True when the operator's sold-out selector matches a visible element. */
export function selectorSaysSoldOut($: CheerioAPI, selectors?: SiteSelectors): boolean {
  if (!selectors?.soldOut) return false;
  return (safeSelect($, selectors.soldOut)?.toArray() ?? []).some((element) => !isHidden(element));
}

/** Nothing a visitor or a parser could read: no text, no metadata. */
export function isEmptyDocument($: CheerioAPI): boolean {
  return nonEmpty($("body").text()) === null && $('meta[content], script[type="application/ld+json" i]').length === 0;
}
