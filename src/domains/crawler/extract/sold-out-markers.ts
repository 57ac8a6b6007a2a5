import type { Cheerio } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { isSoldOutText } from "@/domains/crawler/extract/availability";
import { cleanText, isHidden, visibleText } from "@/domains/crawler/extract/dom-helpers";

// Listings of other products (related, recommended, recently viewed) carry their own sold-out badges.
const OTHER_PRODUCTS = [
  ".xans-product-listnormal", ".xans-product-relation", ".xans-product-listitem", ".xans-product-listrecommend",
  ".prdList", ".goods_list", ".goods_list_item", ".item_list", ".relation", ".related", ".recommend", ".prd-list",
  "#footer", "footer", "nav", "header",
].join(", ");
const MARKER_CLASS = /soldout|sold_out|sold-out|sellout/i;
const CANDIDATES = [
  '[class*="soldout" i]', '[class*="sold_out" i]', '[class*="sold-out" i]', '[class*="sellout" i]', '[id*="soldout" i]',
  "img[alt]", "button", 'input[type="button"]', 'input[type="submit"]', '[class*="btn" i]', '[id*="btn" i]',
].join(", ");

function insideAny(element: AnyNode, containers: Set<AnyNode>): boolean {
  for (let current: AnyNode | null = element; current; current = current.parent) if (containers.has(current)) return true;
  return false;
}

function saysSoldOut(element: Element): boolean {
  if (element.name === "img") return isSoldOutText(element.attribs.alt ?? "") || MARKER_CLASS.test(element.attribs.src ?? "");
  const label = element.name === "input" ? (element.attribs.value ?? "") : cleanText(visibleText(element));
  if (isSoldOutText(label)) return true;
  // An empty element styled as a sold-out icon; skins hide it (displaynone) when it does not apply.
  return label === "" && MARKER_CLASS.test(`${element.attribs.class ?? ""} ${element.attribs.id ?? ""}`);
}

/**
 * True when a visible sold-out marker (icon, image or button text) sits in `scope`, outside listings
 * of other products. Elements matching `platformSelector` count as markers by their presence alone.
 */
export function hasSoldOutMarker(scope: Cheerio<AnyNode>, platformSelector?: string): boolean {
  const excluded = new Set<AnyNode>(scope.find(OTHER_PRODUCTS).toArray());
  const visible = (element: AnyNode) => !isHidden(element) && !insideAny(element, excluded);
  if (platformSelector && scope.find(platformSelector).toArray().some(visible)) return true;
  return scope
    .find(CANDIDATES)
    .toArray()
    .some((element) => visible(element) && saysSoldOut(element));
}
