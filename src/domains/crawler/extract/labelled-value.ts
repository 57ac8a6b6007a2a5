import type { AnyNode, Element } from "domhandler";
import { cleanText, isInside, nextSiblingNamed, textOf } from "@/domains/crawler/extract/dom-helpers";
import type { PageIndex } from "@/domains/crawler/extract/page-index";

export const SHIPPING_LABEL = /^(?:기본\s*)?(?:배송비|배송료|택배비|배송비용)\s*:?$/;
export const MEMBER_PRICE_LABEL = /^(?:회원\s*(?:가|할인가|특가)|멤버십\s*가)\s*:?$/;
export const COUPON_PRICE_LABEL = /^쿠폰\s*(?:적용\s*)?(?:가|할인가|가격)\s*:?$/;
export const LIST_PRICE_LABEL = /^(?:소비자\s*가(?:격)?|정가|시중\s*가(?:격)?|권장\s*소비자\s*가(?:격)?)\s*:?$/;

/**
 * The value cell next to a label cell, as shop detail tables lay them out:
 * `<th>배송비</th><td>3,000원</td>` or `<dt>배송비</dt><dd>…</dd>`. Returns the first match.
 */
export function findLabelledValue(index: PageIndex, label: RegExp, scopes?: ReadonlySet<AnyNode>): Element | null {
  for (const cell of index.labelCells) {
    if (scopes && !isInside(cell, scopes)) continue;
    const text = cleanText(textOf(cell));
    if (text.length > 16 || !label.test(text)) continue;
    const value = nextSiblingNamed(cell, cell.name === "th" ? ["td"] : ["dd"]);
    if (value) return value;
  }
  return null;
}

export function findLabelledText(index: PageIndex, label: RegExp, scopes?: ReadonlySet<AnyNode>): string | null {
  const value = findLabelledValue(index, label, scopes);
  return value ? cleanText(textOf(value)) : null;
}
