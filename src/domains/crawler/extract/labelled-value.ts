import type { Cheerio, CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { cleanText } from "@/domains/crawler/extract/dom-helpers";

export const SHIPPING_LABEL = /^(?:기본\s*)?(?:배송비|배송료|택배비|배송비용)\s*:?$/;
export const LIST_PRICE_LABEL = /^(?:소비자\s*가(?:격)?|정가|시중\s*가(?:격)?|권장\s*소비자\s*가(?:격)?)\s*:?$/;

/**
 * The value cell next to a label cell, as shop detail tables lay them out:
 * `<th>배송비</th><td>3,000원</td>` or `<dt>배송비</dt><dd>…</dd>`. Returns the first match.
 */
export function findLabelledValue($: CheerioAPI, label: RegExp, scope?: Cheerio<AnyNode>): Cheerio<Element> | null {
  const cells = scope ? scope.find("th, dt") : $("th, dt");
  for (const cell of cells.toArray()) {
    const text = cleanText($(cell).text());
    if (text.length > 16 || !label.test(text)) continue;
    const value = $(cell).nextAll(cell.name === "th" ? "td" : "dd").first();
    if (value.length > 0) return value;
  }
  return null;
}

export function findLabelledText($: CheerioAPI, label: RegExp, scope?: Cheerio<AnyNode>): string | null {
  const value = findLabelledValue($, label, scope);
  return value ? cleanText(value.text()) : null;
}
