import { nonEmpty, textOf } from "@/domains/crawler/extract/dom-helpers";
import { parseStructuredAmount } from "@/domains/crawler/extract/money";
import { pageNameScore } from "@/domains/crawler/extract/own-product";
import { pageCurrency } from "@/domains/crawler/extract/page-currency";
import { readStateScript } from "@/domains/crawler/extract/state-json";
import { candidate, conflict, NONE, type ExtractionStep, type StepContext, type StepOutcome } from "@/domains/crawler/extract/step-types";

// Korean marketplaces render the product page with script from a preloaded state. The product is
// the state's object named like the page (h1, og:title, <title>) that carries a price; its price
// keys say which figure everyone pays (즉시할인 applied) and which is the 정가.

type Node = Record<string, unknown>;

const NAME_KEYS = ["name", "productName", "goodsNm", "goodsName", "itemName", "prdNm", "productNm", "title"];
// The price every visitor pays, most specific first: smartstore's discountedSalePrice is salePrice after 즉시할인.
const PRICE_KEYS = ["discountedSalePrice", "finalSalePrice", "finalPrice", "dcPrice", "sellPrice", "salePrice", "sellingPrice", "price"];
const LIST_KEYS = ["normalPrice", "consumerPrice", "originalPrice", "originPrice", "listPrice", "retailPrice", "marketPrice", "salePrice"];
const SOLD_OUT_STATUS = /^(?:OUT_?OF_?STOCK|SOLD_?OUT|SUSPENSION|CLOSE[D]?|STOP|END)$/i;
const ON_SALE_STATUS = /^(?:SALE|ON_?SALE|SELLING|AVAILABLE|IN_?STOCK)$/i;
const MAX_NODES = 20_000;

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);

function amount(node: Node, key: string, currency: string | null): number | null {
  const value = node[key];
  const parsed = typeof value === "number" || typeof value === "string" ? parseStructuredAmount(value, currency) : null;
  return parsed !== null && parsed > 0 ? parsed : null;
}

function nameOf(node: Node): string | null {
  for (const key of NAME_KEYS) if (typeof node[key] === "string") return nonEmpty(node[key] as string);
  return null;
}

/** Objects of the state that carry a name and a price, breadth first, bounded. */
function pricedNodes(states: unknown[], currency: string | null): Node[] {
  const found: Node[] = [];
  const queue: unknown[] = [...states];
  for (let seen = 0; queue.length > 0 && seen < MAX_NODES; seen++) {
    const value = queue.shift();
    if (Array.isArray(value)) queue.push(...value);
    else if (isNode(value)) {
      if (nameOf(value) && PRICE_KEYS.some((key) => amount(value, key, currency) !== null)) found.push(value);
      queue.push(...Object.values(value));
    }
  }
  return found;
}

function stockOf(node: Node): boolean | null {
  for (const key of ["soldOut", "isSoldOut", "soldout", "isSoldout"]) if (typeof node[key] === "boolean") return !node[key];
  for (const key of ["productStatusType", "saleStatus", "statusType", "status"]) {
    const status = node[key];
    if (typeof status === "string" && SOLD_OUT_STATUS.test(status)) return false;
    if (typeof status === "string" && ON_SALE_STATUS.test(status)) return true;
  }
  for (const key of ["stockQuantity", "stockQty", "stockCount"]) if (typeof node[key] === "number") return (node[key] as number) > 0;
  return null;
}

function read(node: Node, currency: string | null) {
  const priceKey = PRICE_KEYS.find((key) => amount(node, key, currency) !== null)!; // pricedNodes kept only nodes with one
  const price = amount(node, priceKey, currency)!;
  const lists = LIST_KEYS.filter((key) => key !== priceKey)
    .map((key) => amount(node, key, currency))
    .filter((value): value is number => value !== null && value > price);
  return { price, listPrice: lists.length > 0 ? Math.max(...lists) : null, inStock: stockOf(node), title: nameOf(node) };
}

function runScriptState(context: StepContext): StepOutcome {
  const { index } = context;
  if (index.stateScripts.length === 0) return NONE;
  const states = index.stateScripts.flatMap((script) => {
    const text = textOf(script);
    const json = /json/i.test(script.attribs.type ?? "");
    return json || text.includes("__") ? readStateScript(text, json) : [];
  });
  if (states.length === 0) return NONE;
  const currency = pageCurrency(context);
  const named = pricedNodes(states, currency).filter((node) => pageNameScore(nameOf(node), index) > 0);
  if (named.length === 0) return NONE;
  const best = Math.max(...named.map((node) => pageNameScore(nameOf(node), index)));
  const readings = named.filter((node) => pageNameScore(nameOf(node), index) === best).map((node) => read(node, currency));
  const prices = new Set(readings.map((reading) => reading.price));
  if (prices.size > 1) return conflict(prices);
  const [first] = readings;
  const stock = readings.map((reading) => reading.inStock);
  return candidate({
    price: first!.price, // named is not empty
    listPrice: first!.listPrice,
    title: first!.title,
    currency,
    inStock: stock.includes(true) ? true : stock.includes(false) ? false : null,
  });
}

export const scriptStateStep: ExtractionStep = { method: "script-state", run: runScriptState };
