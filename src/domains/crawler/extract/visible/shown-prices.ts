import { findMainBlock } from "@/domains/crawler/extract/main-block";
import type { PageIndex } from "@/domains/crawler/extract/page-index";
import type { Candidate, StepContext } from "@/domains/crawler/extract/steps/step-types";
import { isPriceRole, readAmounts } from "@/domains/crawler/extract/visible/price-candidates";

// What the buyer sees decides between structured prices: a price the page strikes through (정가,
// "Was") is the list price, the one it prints as the price is the sale.

type Shown = { selling: Set<number>; struck: Set<number> };
const cache = new WeakMap<PageIndex, Shown>();

/** The amounts the product's main block prints as its price, and those it strikes or labels as a list price. */
function shownPrices(context: StepContext): Shown {
  const known = cache.get(context.index);
  if (known) return known;
  const shown: Shown = { selling: new Set(), struck: new Set() };
  const main = findMainBlock(context.index);
  for (const reading of main ? readAmounts(main, context) : []) {
    if (reading.role === "list") shown.struck.add(reading.amount);
    else if (isPriceRole(reading.role, context.selectors)) shown.selling.add(reading.amount);
  }
  cache.set(context.index, shown);
  return shown;
}

/**
 * Among structured prices that disagree, the one the page sells at — when the page shows exactly
 * that one as the price and strikes every other, higher, one; null when the page does not tell.
 */
export function saleAmong(prices: readonly number[], context: StepContext): { price: number; listPrice: number } | null {
  const { selling, struck } = shownPrices(context);
  const sold = [...new Set(prices)].filter((price) => selling.has(price) && !struck.has(price));
  const [price] = sold;
  if (sold.length !== 1 || price === undefined) return null;
  const others = prices.filter((other) => other !== price);
  if (others.length === 0 || !others.every((other) => struck.has(other) && other > price)) return null;
  return { price, listPrice: Math.max(...others) };
}

/**
 * A structured price the page shows struck through only (the theme published the 소비자가) gives
 * way to the one price the page sells at below it.
 */
export function preferShownSale(found: Candidate, context: StepContext): Candidate {
  if (!context.index.strikes) return found;
  const { selling, struck } = shownPrices(context);
  if (!struck.has(found.price) || selling.has(found.price)) return found;
  const below = [...selling].filter((price) => price < found.price);
  const [price] = below;
  if (below.length !== 1 || price === undefined) return found;
  return { ...found, price, listPrice: Math.max(found.listPrice ?? 0, found.price) };
}
