import { findMainBlock } from "@/domains/crawler/extract/main-block";
import type { PageIndex } from "@/domains/crawler/extract/page-index";
import type { Candidate, StepContext } from "@/domains/crawler/extract/step-types";
import { isPriceRole, readAmounts } from "@/domains/crawler/extract/visible/price-candidates";

// What the buyer sees decides between structured prices: a price the page strikes through (정가,
// "Was") is the list price, the one it prints as the price is the sale.

type Shown = { selling: Set<number>; struck: Set<number>; net: Set<number>; auction: Set<number> };
const cache = new WeakMap<PageIndex, Shown>();

/** The amounts the product's main block prints as its price, and those it strikes, labels as list, net or auction figures. */
function shownPrices(context: StepContext): Shown {
  const known = cache.get(context.index);
  if (known) return known;
  const shown: Shown = { selling: new Set(), struck: new Set(), net: new Set(), auction: new Set() };
  const main = findMainBlock(context.index);
  for (const reading of main ? readAmounts(main, context) : []) {
    if (reading.role === "list") shown.struck.add(reading.amount);
    else if (reading.role === "net") shown.net.add(reading.amount);
    else if (reading.role === "auction") shown.auction.add(reading.amount);
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

const sole = (prices: number[]): number | undefined => (prices.length === 1 ? prices[0] : undefined);
// VAT rates of the shops read here lie between 5 % and 27 %.
const MAX_TAX = 1.3;

/**
 * A structured price the page shows only as something else gives way to what the page sells at:
 * shown struck or as the 소비자가 → the one price below it; shown as the price before tax → the one
 * price above it within a VAT rate; shown as an auction's estimate or opening bid → the one current
 * price, or none at all (null: the page is refused, a starting bid is no price).
 */
export function preferShownPrice(found: Candidate, context: StepContext): Candidate | null {
  const { selling, struck, net, auction } = shownPrices(context);
  if (selling.has(found.price)) return found;
  const offered = [...selling];
  if (struck.has(found.price)) {
    const price = sole(offered.filter((amount) => amount < found.price));
    return price === undefined ? found : { ...found, price, listPrice: Math.max(found.listPrice ?? 0, found.price) };
  }
  if (net.has(found.price)) {
    const price = sole(offered.filter((amount) => amount > found.price && amount <= found.price * MAX_TAX));
    return price === undefined ? found : { ...found, price };
  }
  if (auction.has(found.price)) {
    const price = sole(offered);
    return price === undefined ? null : { ...found, price, priceFrom: false };
  }
  return found;
}
