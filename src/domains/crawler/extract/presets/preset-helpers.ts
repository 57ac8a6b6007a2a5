import type { Cheerio, CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { isHidden, nonEmpty, resolveHttpUrl, valueOf } from "@/domains/crawler/extract/dom-helpers";
import { findPrice, parsePrice } from "@/domains/crawler/extract/parse-price";

/** The first visible element matching `selector` inside `scope`. */
export function firstVisible($: CheerioAPI, scope: Cheerio<AnyNode>, selector: string): Cheerio<Element> | null {
  const element = scope.find(selector).toArray().find((candidate) => !isHidden(candidate));
  return element ? $(element) : null;
}

/** A price from an element's value or text: "12,900원", "10,900원 (2,000원 할인)", "12900.00". */
export function priceOf($el: Cheerio<Element> | null): number | null {
  if (!$el) return null;
  const raw = valueOf($el);
  return parsePrice(raw) ?? findPrice(raw);
}

export function textOf($: CheerioAPI, scope: Cheerio<AnyNode>, selector: string): string | null {
  const element = firstVisible($, scope, selector);
  return element ? nonEmpty(element.text()) : null;
}

export function imageOf($: CheerioAPI, scope: Cheerio<AnyNode>, selector: string, base: string): string | null {
  const image = scope.find(selector).first();
  return resolveHttpUrl(image.attr("data-src") ?? image.attr("src"), base);
}

/** The larger of the candidates when it is above the selling price, else null. */
export function listPriceAbove(price: number, ...candidates: (number | null)[]): number | null {
  const above = candidates.filter((value): value is number => value !== null && value > price);
  return above.length > 0 ? Math.max(...above) : null;
}
