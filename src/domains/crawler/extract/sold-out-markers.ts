import type { AnyNode, Element } from "domhandler";
import { isSoldOutText } from "@/domains/crawler/extract/availability";
import { cleanText, isHidden, isInside, visibleText } from "@/domains/crawler/extract/dom-helpers";
import type { PageIndex } from "@/domains/crawler/extract/page-index";

const MARKER_CLASS = /soldout|sold_out|sold-out|sellout/i;

function saysSoldOut(element: Element): boolean {
  if (element.name === "img") return isSoldOutText(element.attribs.alt ?? "") || MARKER_CLASS.test(element.attribs.src ?? "");
  const label = element.name === "input" ? (element.attribs.value ?? "") : cleanText(visibleText(element));
  if (isSoldOutText(label)) return true;
  // An empty element styled as a sold-out icon; skins hide it (displaynone) when it does not apply.
  return label === "" && MARKER_CLASS.test(`${element.attribs.class ?? ""} ${element.attribs.id ?? ""}`);
}

export type SoldOutScan = {
  /** Only markers inside these containers count (a platform's product/action areas). */
  scopes?: ReadonlySet<AnyNode>;
  /** A platform's own markers, which count by their presence alone. */
  isPlatformMarker?: (element: Element) => boolean;
};

/**
 * True when a visible sold-out marker (icon, image or button text) is on the page, outside
 * listings of other products (related/recommended items carry their own badges).
 */
export function hasSoldOutMarker(index: PageIndex, scan: SoldOutScan = {}): boolean {
  return index.markerCandidates.some((element) => {
    if (scan.scopes && !isInside(element, scan.scopes)) return false;
    if (isInside(element, index.otherProducts) || isHidden(element)) return false;
    return scan.isPlatformMarker?.(element) || saysSoldOut(element);
  });
}
