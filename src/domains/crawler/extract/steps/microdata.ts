import type { Cheerio, CheerioAPI } from "cheerio";
import type { Element } from "domhandler";
import { isForeignCurrency } from "@/domains/crawler/extract/currency";
import { parseAvailability } from "@/domains/crawler/extract/availability";
import { nonEmpty, resolveHttpUrl, valueOf } from "@/domains/crawler/extract/dom-helpers";
import { findPrice, parsePrice } from "@/domains/crawler/extract/parse-price";
import { candidate, conflict, NONE, type ExtractionStep, type StepContext, type StepOutcome } from "@/domains/crawler/extract/steps/step-types";

const PRODUCT_SCOPE = '[itemscope][itemtype*="schema.org/Product" i]';

/** The nearest enclosing product scope, so a related product's price is not read as this one's. */
function ownerProduct($: CheerioAPI, element: Element): Element | undefined {
  return $(element).parent().closest(PRODUCT_SCOPE)[0] as Element | undefined;
}

/** Properties of `product` (directly or through its Offer), skipping nested products' ones. */
function props($: CheerioAPI, product: Element, name: string): Cheerio<Element> {
  return $(product)
    .find(`[itemprop~="${name}"]`)
    .filter((_, element) => ownerProduct($, element) === product);
}

function readPrice($el: Cheerio<Element>): number | null {
  const raw = valueOf($el);
  return parsePrice(raw) ?? findPrice(raw);
}

function runMicrodata({ $, url }: StepContext): StepOutcome {
  const products = $(PRODUCT_SCOPE)
    .toArray()
    .filter((product) => ownerProduct($, product) === undefined);
  if (products.length === 0) return NONE;

  const readings = [];
  for (const product of products) {
    const low = props($, product, "lowPrice").toArray().map((element) => readPrice($(element))).find((price) => price !== null);
    const prices = new Set(
      props($, product, "price")
        .toArray()
        .map((element) => readPrice($(element)))
        .filter((price): price is number => price !== null),
    );
    if (low === undefined && prices.size > 1) return conflict(prices);
    const currency = nonEmpty(valueOf(props($, product, "priceCurrency").first()));
    if (isForeignCurrency(currency)) return { kind: "fail", code: "UNSUPPORTED_CURRENCY", detail: currency };
    const price = low ?? [...prices][0];
    if (price === undefined) continue;
    const stock = props($, product, "availability").toArray().map((element) => parseAvailability(valueOf($(element))));
    readings.push({
      price,
      title: nonEmpty(valueOf(props($, product, "name").first())),
      imageUrl: resolveHttpUrl(valueOf(props($, product, "image").first()), url),
      currency,
      inStock: stock.includes(true) ? true : stock.includes(false) ? false : null,
    });
  }
  if (readings.length === 0) return NONE;
  const distinct = new Set(readings.map((reading) => reading.price));
  if (distinct.size > 1) return conflict(distinct);
  return candidate(readings[0]);
}

export const microdataStep: ExtractionStep = { method: "microdata", run: runMicrodata };
