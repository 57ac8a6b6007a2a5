import type { AnyNode, Element } from "domhandler";
import { parseAvailability } from "@/domains/crawler/extract/availability";
import { nonEmpty, resolveHttpUrl, valueOf } from "@/domains/crawler/extract/dom-helpers";
import { currencyOf, parseStructuredAmount } from "@/domains/crawler/extract/money";
import { isRepeatedNumber, repeatedPieceAmount } from "@/domains/crawler/extract/glued-number";
import { inPlace, pickOwnProduct } from "@/domains/crawler/extract/own-product";
import { findPrice } from "@/domains/crawler/extract/parse-price";
import { candidate, conflict, NONE, type ExtractionStep, type StepContext, type StepOutcome } from "@/domains/crawler/extract/step-types";
import { pageCurrency } from "@/domains/crawler/extract/page-currency";
import { saleAmong } from "@/domains/crawler/extract/visible/shown-prices";

/**
 * Properties of one product scope by name, reached directly or through its Offer scopes, but not
 * through a nested product (a related item's price is not this product's).
 */
function productProps(product: Element, productScopes: ReadonlySet<Element>): Map<string, Element[]> {
  const props = new Map<string, Element[]>();
  const stack: AnyNode[] = [...product.children].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type !== "tag") continue;
    const element = node as Element;
    if (productScopes.has(element)) continue;
    for (const name of (element.attribs.itemprop ?? "").split(/\s+/)) {
      if (!name) continue;
      const list = props.get(name);
      if (list) list.push(element);
      else props.set(name, [element]);
    }
    for (let i = element.children.length - 1; i >= 0; i--) stack.push(element.children[i]!);
  }
  return props;
}

/** `content` first; a text built of nested spans is read node by node, and a glued repetition is refused. */
function readPrice(element: Element, currency: string | null): number | null {
  const parse = (raw: string) => parseStructuredAmount(raw, currency) ?? (currency === null || currency === "KRW" ? findPrice(raw) : null);
  if (element.attribs.content === undefined) {
    const repeated = repeatedPieceAmount(element, parse);
    if (repeated !== null) return repeated;
  }
  const raw = valueOf(element);
  return isRepeatedNumber(raw) ? null : parse(raw);
}

function isNestedIn(element: Element, scopes: ReadonlySet<Element>): boolean {
  for (let current = element.parent; current; current = current.parent) if (scopes.has(current as Element)) return true;
  return false;
}

function runMicrodata(context: StepContext): StepOutcome {
  const { index, url } = context;
  if (index.productScopes.length === 0) return NONE;
  const scopes = new Set(index.productScopes);
  const products = index.productScopes.filter((product) => !isNestedIn(product, scopes));

  const readings = [];
  for (const product of products) {
    const props = productProps(product, scopes);
    const first = (name: string) => props.get(name)?.[0];
    const written = nonEmpty(valueOf(first("priceCurrency")));
    const currency = written ? (currencyOf(written) ?? written.toUpperCase()) : pageCurrency(context);
    const low = (props.get("lowPrice") ?? []).map((element) => readPrice(element, currency)).find((price) => price !== null);
    const prices = new Set(
      (props.get("price") ?? []).map((element) => readPrice(element, currency)).filter((price): price is number => price !== null),
    );
    // Two prices in one offer: the struck 정가 and the sale, when the page shows which is which.
    const sale = low === undefined && prices.size > 1 ? saleAmong([...prices], context) : null;
    if (low === undefined && prices.size > 1 && !sale) return conflict(prices);
    const price = low ?? sale?.price ?? [...prices][0];
    if (price === undefined) continue;
    const stock = (props.get("availability") ?? []).map((element) => parseAvailability(valueOf(element)));
    readings.push({
      price,
      title: nonEmpty(valueOf(first("name"))),
      imageUrl: resolveHttpUrl(valueOf(first("image")), url),
      currency,
      inStock: stock.includes(true) ? true : stock.includes(false) ? false : null,
      listPrice: sale?.listPrice ?? null,
      source: product,
    });
  }
  // Products that are all in a related block describe other items only: nothing for this one.
  if (inPlace(readings, index).length === 0) return NONE;
  const own = pickOwnProduct(readings, index);
  if (!own) return conflict(readings.map((reading) => reading.price));
  const { source: _source, ...found } = own;
  return candidate(found);
}

export const microdataStep: ExtractionStep = { method: "microdata", run: runMicrodata };
