import { isHidden, safeSelect } from "@/domains/crawler/extract/dom-helpers";
import { priceOf, sellingPriceElement } from "@/domains/crawler/extract/presets/preset-helpers";
import { candidate, conflict, NONE, type ExtractionStep, type StepContext, type StepOutcome } from "@/domains/crawler/extract/step-types";

/** The price (and list price) at the seller site's own CSS selectors, from the admin settings. */
function runSelectors({ $, selectors }: StepContext): StepOutcome {
  if (!selectors?.price) return NONE;
  const matched = safeSelect($, selectors.price);
  if (!matched) return { kind: "fail", code: "INVALID_SELECTOR", detail: selectors.price };
  const elements = matched.toArray();
  const visible = elements.filter((element) => !isHidden(element));
  // A selector that also catches the struck 정가 or the 적립금 row keeps only the selling price.
  const selling = visible.filter((element) => sellingPriceElement([element]) !== null);
  const read = selling.length > 0 ? selling : visible.length > 0 ? visible : elements;
  const prices = new Set(read.map(priceOf).filter((price): price is number => price !== null));
  if (prices.size > 1) return conflict(prices);
  const [price] = prices;
  if (price === undefined) return NONE;
  const listMatch = selectors.listPrice ? safeSelect($, selectors.listPrice)?.toArray() : undefined;
  return candidate({ price, listPrice: priceOf(listMatch?.[0]) });
}

export const selectorsStep: ExtractionStep = { method: "selectors", run: runSelectors };
