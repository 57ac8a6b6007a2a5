import type { AnyNode, Element } from "domhandler";
import { findFirst, hasClass, isHidden, nonEmpty, resolveHttpUrl, textOf, valueOf } from "@/domains/crawler/extract/dom-helpers";
import { byClass, type PageIndex } from "@/domains/crawler/extract/page-index";
import { findPrice, parsePrice } from "@/domains/crawler/extract/parse-price";
import { isStruck, roleOfPriceElement } from "@/domains/crawler/extract/price-labels";

export const firstVisible = (elements: readonly (Element | null | undefined)[]): Element | null =>
  elements.find((element): element is Element => element != null && !isHidden(element)) ?? null;

/** A price from an element's value or text: "12,900원", "10,900원 (2,000원 할인)", "12900.00". */
export function priceOf(element: Element | null | undefined): number | null {
  if (!element) return null;
  const raw = valueOf(element);
  return parsePrice(raw) ?? findPrice(raw);
}

export const textIn = (element: Element | null | undefined): string | null => (element ? nonEmpty(textOf(element)) : null);

export function imageUrlOf(element: Element | null | undefined, base: string): string | null {
  if (!element) return null;
  return resolveHttpUrl(element.attribs["data-src"] ?? element.attribs.src, base);
}

/** First descendant of any `.container` element that satisfies `predicate` ("`.headingArea h2`"). */
export function firstIn(index: PageIndex, containerClass: string, predicate: (element: Element) => boolean): Element | null {
  for (const container of byClass(index, containerClass)) {
    const found = findFirst([container], predicate);
    if (found) return found;
  }
  return null;
}

export const isTag =
  (...names: string[]) =>
  (element: Element) =>
    names.includes(element.name);
export const withClass = (token: string) => (element: Element) => hasClass(element, token);

/** The elements of `index` with any of these class tokens or ids, as a scope set. */
export function areas(index: PageIndex, classes: readonly string[], ids: readonly string[] = []): Set<AnyNode> {
  const found = new Set<AnyNode>();
  for (const token of classes) for (const element of byClass(index, token)) found.add(element);
  for (const id of ids) {
    const element = index.byId.get(id);
    if (element) found.add(element);
  }
  return found;
}

/**
 * The first of a skin's price elements that is the selling price by its row: not struck through and
 * not labelled 정가/소비자가/적립금/쿠폰… ("<th>정가</th><td class=price>" sits above "<th>판매가</th>").
 */
export function sellingPriceElement(elements: readonly (Element | null | undefined)[]): Element | null {
  return (
    elements.find((element): element is Element => {
      if (!element || isHidden(element)) return false;
      const role = roleOfPriceElement(element);
      return (role === null || role === "price") && !isStruck(element) && findFirst([element], (child) => isStruck(child)) === null;
    }) ?? null
  );
}

/** The larger of the candidates when it is above the selling price, else null. */
export function listPriceAbove(price: number, ...candidates: (number | null)[]): number | null {
  const above = candidates.filter((value): value is number => value !== null && value > price);
  return above.length > 0 ? Math.max(...above) : null;
}
