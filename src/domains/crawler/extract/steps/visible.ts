import type { AnyNode, Element } from "domhandler";
import { nonEmpty, resolveHttpUrl, textOf } from "@/domains/crawler/extract/dom-helpers";
import { findMainBlock } from "@/domains/crawler/extract/main-block";
import { allOptionsSoldOut, readSelectOptions } from "@/domains/crawler/extract/select-options";
import { isFromPrice } from "@/domains/crawler/extract/from-price";
import { candidate, NONE, type ExtractionStep, type StepContext, type StepOutcome } from "@/domains/crawler/extract/steps/step-types";
import { isPriceRole, readAmounts, type Reading } from "@/domains/crawler/extract/visible/price-candidates";
import { isWithin } from "@/domains/crawler/extract/visible/text-lines";

// Reads the price the way a shopper does on a page without structured data. The best candidate must
// clearly beat the second best; otherwise the page is refused, not guessed.

const MARGIN = 1.5;

function runVisible(context: StepContext): StepOutcome {
  const main = findMainBlock(context.index);
  if (!main) return NONE;
  const readings = readAmounts(main, context);
  const priced = readings.filter((reading) => isPriceRole(reading.role, context.selectors));
  if (priced.length === 0) return NONE;
  // The same amount printed twice (headline and summary) is one candidate.
  const best = new Map<string, Reading>();
  for (const reading of priced) {
    const key = `${reading.currency}:${reading.amount}`;
    const known = best.get(key);
    if (!known || reading.score > known.score) best.set(key, reading);
  }
  const ranked = [...best.values()].sort((a, b) => b.score - a.score || a.line.order - b.line.order);
  const [winner, runnerUp] = ranked;
  if (!winner) return NONE;
  if (runnerUp && winner.score - runnerUp.score < MARGIN)
    return { kind: "fail", code: "AMBIGUOUS_PRICE", detail: `${winner.text} / ${runnerUp.text}` };
  const listed = readings
    .filter((reading) => reading.role === "list" && reading.currency === winner.currency && reading.amount > winner.amount)
    .map((reading) => reading.amount);
  // The gallery usually sits beside the info column, one level up.
  const around =
    main.block.parent?.type === "tag" && (main.block.parent as Element).name !== "body" ? (main.block.parent as Element) : main.block;
  const image = findImage(around);
  const krw = winner.currency === "KRW";
  const selects = krw ? context.index.selects.filter((select) => isWithin(select, main.block)) : [];
  return candidate({
    price: winner.amount,
    priceText: winner.text,
    priceFrom: isFromPrice(winner.line.text.slice(Math.max(0, winner.index - 6), winner.end + 4)),
    listPrice: listed.length > 0 ? Math.max(...listed) : null,
    currency: winner.currency,
    title: main.title ? nonEmpty(textOf(main.title)) : null,
    imageUrl: image ? resolveHttpUrl(image.attribs["data-src"] ?? image.attribs.src, context.url) : null,
    options: readSelectOptions(selects, winner.amount),
    inStock: allOptionsSoldOut(selects) ? false : null,
    runnerUp: runnerUp ? { price: runnerUp.amount, currency: runnerUp.currency, text: runnerUp.text } : null,
  });
}

function findImage(block: Element): Element | null {
  const stack: AnyNode[] = [block];
  while (stack.length > 0) {
    const node = stack.shift()!;
    if (node.type !== "tag") continue;
    const element = node as Element;
    if (element.name === "img" && (element.attribs.src || element.attribs["data-src"])) return element;
    stack.push(...element.children);
  }
  return null;
}

export const visibleStep: ExtractionStep = { method: "visible", run: runVisible };
