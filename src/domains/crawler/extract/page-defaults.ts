import type { CheerioAPI } from "cheerio";
import type { AnyNode, Element, Text } from "domhandler";
import { cleanText, isHidden, nonEmpty, resolveHttpUrl, safeSelect, textOf, visibleText } from "@/domains/crawler/extract/dom-helpers";
import { findLabelledText, SHIPPING_LABEL } from "@/domains/crawler/extract/labelled-value";
import { metaValues, type PageIndex } from "@/domains/crawler/extract/page-index";
import { parseShipping, type Shipping } from "@/domains/crawler/extract/parse-shipping";
import type { SiteSelectors } from "@/domains/crawler/extraction-types";

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
  return (
    parseShipping(own ? nonEmpty(visibleText(own)) : null) ?? parseShipping(findLabelledText(index, SHIPPING_LABEL)) ?? textShipping(index)
  );
}

const SHIPPING_WORD = /배송비|배송료|택배비/;

/**
 * A 배송비 line anywhere in the product's page text ("배송비 3,000원 (5만원 이상 무료)", "배송비 2,500원 /
 * 3만 5천원 이상 무료"): the shortest block around the word that also states an amount or 무료.
 */
function textShipping(index: PageIndex): Shipping | null {
  const stack: AnyNode[] = index.body ? [index.body] : [];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === "text") {
      if (!SHIPPING_WORD.test((node as Text).data)) continue;
      for (
        let line = node.parent as Element | null, depth = 0;
        line && line.type === "tag" && depth < 4;
        line = line.parent as Element | null, depth++
      ) {
        const whole = cleanText(visibleText(line));
        if (whole.length > 140) break;
        // Only what follows the word speaks of shipping ("시중가격 22,000 … 배송비결제 주문시 결제").
        const text = whole.slice(Math.max(0, whole.search(SHIPPING_WORD)));
        if (!/\d|무료/.test(text.replace(SHIPPING_WORD, ""))) continue;
        const shipping = parseShipping(text.replace(SHIPPING_WORD, " "));
        if (shipping) return shipping;
        break;
      }
      continue;
    }
    if (node.type !== "tag") continue;
    const element = node as Element;
    if (element.name === "select" || index.otherProducts.has(element) || isHidden(element)) continue;
    for (let i = element.children.length - 1; i >= 0; i--) stack.push(element.children[i]!);
  }
  return null;
}

/** A step's shipping completed from the page text: JSON-LD often states the fee but not the free-shipping threshold. */
export function completeShipping(found: Shipping | null, page: () => Shipping | null): Shipping | null {
  if (found && (found.freeThreshold !== null || found.fee === 0)) return found;
  const fromPage = page();
  if (!found) return fromPage;
  return fromPage && fromPage.fee === found.fee ? { fee: found.fee, freeThreshold: fromPage.freeThreshold } : found;
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
