import type { AnyNode, Element } from "domhandler";
import { nonEmpty, resolveHttpUrl, textOf } from "@/domains/crawler/extract/dom-helpers";
import { findMainBlock } from "@/domains/crawler/extract/main-block";
import { allOptionsSoldOut, readSelectOptions } from "@/domains/crawler/extract/select-options";
import { isFromPrice } from "@/domains/crawler/extract/from-price";
import { candidate, NONE, type ExtractionStep, type StepContext, type StepOutcome } from "@/domains/crawler/extract/step-types";
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
  const from = lowestFrom(priced);
  const [winner, runnerUp] = from ? [from, ranked.find((reading) => reading.amount !== from.amount)] : ranked;
  if (!winner) return NONE;
  if (!from && runnerUp && winner.score - runnerUp.score < MARGIN)
    return { kind: "fail", code: "AMBIGUOUS_PRICE", detail: `${winner.text} / ${runnerUp.text}` };
  const rival = from ? undefined : rowRival(winner, priced, main.block);
  if (rival) return { kind: "fail", code: "AMBIGUOUS_PRICE", detail: `${winner.text} / ${rival.text}` };
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
    priceFrom: from !== null || isFromPrice(winner.line.text.slice(Math.max(0, winner.index - 6), winner.end + 4)),
    listPrice: listed.length > 0 ? Math.max(...listed) : null,
    currency: winner.currency,
    title: main.title ? nonEmpty(textOf(main.title)) : null,
    imageUrl: image ? resolveHttpUrl(image.attribs["data-src"] ?? image.attribs.src, context.url) : null,
    options: readSelectOptions(selects, winner.amount),
    inStock: allOptionsSoldOut(selects) ? false : null,
    runnerUp: runnerUp ? { price: runnerUp.amount, currency: runnerUp.currency, text: runnerUp.text } : null,
  });
}

// "Tickets ab 39,90 €", "Entradas desde 45 €": the lowest of the page's own ticket or option prices.
const FROM_BEFORE = /(?:\bfrom|\bab|\bdesde|à\s*partir\s*de|\ba\s*partire\s*da|\bod|\bот|起|부터)\s*[:：]?\s*$/i;

/** The one "from" amount of the page when every other price it prints is at least that much. */
function lowestFrom(priced: readonly Reading[]): Reading | null {
  const from = priced.filter((reading) => FROM_BEFORE.test(reading.line.text.slice(0, reading.index)));
  const [first] = from;
  if (!first || from.some((reading) => reading.amount !== first.amount)) return null;
  return priced.every((reading) => reading.amount >= first.amount && reading.currency === first.currency) ? first : null;
}

/** The table row or list item holding a line, below the block. */
function rowOf(element: Element, block: Element): Element | null {
  for (let current: Element | null = element; current && current !== block; current = current.parent as Element | null)
    if (current.type === "tag" && (current.name === "tr" || current.name === "li")) return current;
  return null;
}

/** Another price in a sibling row of the winner's table or list (ticket types, options): the page lists prices, it names none. */
function rowRival(winner: Reading, priced: readonly Reading[], block: Element): Reading | undefined {
  const row = rowOf(winner.line.element, block);
  if (!row?.parent) return undefined;
  return priced.find((reading) => {
    if (reading.amount === winner.amount) return false;
    const other = rowOf(reading.line.element, block);
    return other !== null && other !== row && other.parent === row.parent;
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
