import type { Element } from "domhandler";
import { isRepeatedNumber } from "@/domains/crawler/extract/glued-number";
import { findMainBlock, follows, type MainBlock } from "@/domains/crawler/extract/main-block";
import { currencyHint, pageLocale } from "@/domains/crawler/extract/page-locale";
import { findMoney, parseLocaleNumber, type Money, type MoneyContext } from "@/domains/crawler/extract/money";
import { isStruck, roleOfLabel, roleOfLabelCell, type PriceRole } from "@/domains/crawler/extract/price-labels";
import type { StepContext } from "@/domains/crawler/extract/step-types";
import type { SiteSelectors } from "@/domains/crawler/extraction-types";
import { collectLines, isWithin, segmentAt, type Line } from "@/domains/crawler/extract/visible/text-lines";

// Each amount printed in the main block, judged by its label, styling and nearness to the title
// and the buy button: the visible reader's candidates with their roles and scores.

const PRICE_CLASS = /price|sale|sell|final|current|amount|cost|special|money|prix|preis|precio|cena/i;
const ROLE_CLASS: ReadonlyArray<[PriceRole, RegExp]> = [
  ["reward", /point|reward|mileage|saving|적립/i],
  ["shipping", /ship|deliver|배송/i],
  ["instalment", /instal|monthly|klarna|afterpay/i],
  ["unit", /unit|per-?ml|base-?price|grundpreis/i],
  ["coupon", /coupon/i],
  ["member", /member/i],
];
const EMPHASIS_CLASS = /big|large|lg|xl|bold|strong|emph|point|main|primary|highlight/i;

const PERCENT_BADGE = /^\s*[-−]?\d{1,2}\s*%\s*(?:off\b|rabatt\b|descuento\b|sconto\b|de\s*descuento)?/i;

export type Reading = Money & { role: PriceRole | null; score: number; line: Line };

function classChain(element: Element, stop: Element, depth = 4): string {
  let classes = "";
  for (
    let current: Element | null = element, i = 0;
    current && current !== stop && i < depth;
    current = current.parent as Element | null, i++
  )
    classes += ` ${current.attribs.class ?? ""} ${current.attribs.id ?? ""}`;
  return classes;
}

function roleOf(money: Money, tokens: Money[], position: number, line: Line, previous: Line | undefined, block: Element): PriceRole | null {
  const element = segmentAt(line, money.index + money.text.search(/\d/));
  if (isStruck(element, block)) return "list";
  const classes = classChain(element, block);
  for (const [role, pattern] of ROLE_CLASS) if (pattern.test(classes)) return role;
  const before = line.text.slice(position === 0 ? 0 : tokens[position - 1]!.end, money.index);
  // "45.999,99 11% OFF": a percentage badge after the price is no label of it.
  const after = position === tokens.length - 1 ? line.text.slice(money.end, money.end + 16).replace(PERCENT_BADGE, "") : "";
  // "15,000원 → 12,000원": the amount before the arrow is the old price.
  if (position < tokens.length - 1 && /^\s*(?:→|->|▶|⇒|➜|»)\s*$/.test(line.text.slice(money.end, tokens[position + 1]!.index)))
    return "list";
  const fromText = roleOfLabel(before) ?? roleOfLabel(after);
  if (fromText) return fromText;
  // A line that opens with 배송비/적립금/할부… speaks of that for every amount in it.
  const opening = roleOfLabel(line.text.slice(0, tokens[0]!.index));
  if (opening && opening !== "price" && opening !== "list") return opening;
  if (before.trim() === "" && previous && previous.text.length <= 24 && !/\d/.test(previous.text)) {
    const fromPrevious = roleOfLabel(previous.text);
    if (fromPrevious) return fromPrevious;
  }
  return roleOfLabelCell(line.element);
}

function emphasis(element: Element, block: Element): number {
  let score = 0;
  for (
    let current: Element | null = element, i = 0;
    current && current !== block && i < 4;
    current = current.parent as Element | null, i++
  ) {
    const style = current.attribs.style ?? "";
    const size = /font-size\s*:\s*(\d+(?:\.\d+)?)px/i.exec(style);
    if (size && Number(size[1]) >= 20) score = Math.max(score, 2);
    if (
      ["strong", "b", "em", "big"].includes(current.name) ||
      /font-weight\s*:\s*(?:bold|[6-9]00)/i.test(style) ||
      EMPHASIS_CLASS.test(current.attribs.class ?? "")
    )
      score = Math.max(score, 1);
  }
  return score;
}

function lineOrder(lines: Line[], anchor: Element | null): number | null {
  if (!anchor) return null;
  const found = lines.find((line) => line.element === anchor || isWithin(line.element, anchor));
  return found?.order ?? null;
}

function moneyContext({ index, url }: StepContext): MoneyContext {
  return { locale: pageLocale(index, url), currency: currencyHint(index, url) };
}

/** Amounts in a line that carries no currency sign, when the line is styled as a price ("<span class=price>12,900</span>"). */
function bareAmounts(line: Line, block: Element, money: MoneyContext): Money[] {
  if (!money.currency || !PRICE_CLASS.test(classChain(line.element, block, 2))) return [];
  const match = /^\D{0,12}?(\d{1,3}(?:[.,' ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)\D{0,4}$/.exec(line.text);
  if (!match) return [];
  const digits = match[1]!; // the pattern's one group is required
  const amount = parseLocaleNumber(digits, money);
  const index = match.index + match[0].indexOf(digits);
  return amount && amount > 0 ? [{ amount, currency: money.currency, text: digits, index, end: index + digits.length }] : [];
}

// The reader, the witnesses and the structured steps' sale check all weigh the same page's amounts.
const weighed = new WeakMap<MainBlock, Reading[]>();

export function readAmounts(main: MainBlock, context: StepContext): Reading[] {
  const known = weighed.get(main);
  if (known) return known;
  const readings = weighAmounts(main, context);
  weighed.set(main, readings);
  return readings;
}

function weighAmounts(main: MainBlock, context: StepContext): Reading[] {
  const { block, title, buy } = main;
  const money = moneyContext(context);
  const lines = collectLines(block, context.index);
  const titleAt = lineOrder(lines, title);
  const [firstBuy] = buy;
  const buyAt = lineOrder(lines, firstBuy ?? null) ?? (firstBuy ? lines.findIndex((line) => follows(line.element, firstBuy)) : null);
  const buyBox = firstBuy ? buyBoxOf(firstBuy, block) : null;
  const readings: Reading[] = [];
  lines.forEach((line, position) => {
    if (!/\d/.test(line.text) || (title && isWithin(line.element, title))) return;
    const found = findMoney(line.text, money);
    const tokens = found.length > 0 ? found : bareAmounts(line, block, money);
    tokens.forEach((token, tokenIndex) => {
      // "109109109": one amount glued to its screen-reader and tooltip copies is no amount.
      if (isRepeatedNumber(token.text)) return;
      // A screen-reader copy printed right beside the figure ("$49.99 $49.99") shares its label.
      const copied =
        tokenIndex > 0 && isCopy(tokens[tokenIndex - 1]!, token, line) ? readings.findLast((known) => known.line === line) : undefined;
      const role = copied ? copied.role : roleOf(token, tokens, tokenIndex, line, lines[position - 1], block);
      const element = segmentAt(line, token.index + token.text.search(/\d/));
      let score = 1 + emphasis(element, block);
      if (role === "price") score += 3;
      // A site that publishes its 회원가/쿠폰가 as the price prints it beside the 판매가, lower.
      if ((role === "member" || role === "coupon") && isPriceRole(role, context.selectors)) score += 10;
      if (PRICE_CLASS.test(classChain(element, block))) score += 2;
      if (titleAt !== null) {
        const distance = line.order - titleAt;
        if (distance > 0 && distance <= 4) score += 2;
        else if (distance > 0 && distance <= 10) score += 1;
      }
      if (buyAt !== null && buyAt >= 0 && titleAt !== null && line.order > titleAt && line.order < buyAt) score += 1;
      // A marketplace's buy box: the price printed next to the add-to-cart button.
      if (buyBox && isWithin(line.element, buyBox)) score += 1;
      if (line.text.length > 60) score -= 1;
      if (element.name === "a" || (element.parent?.type === "tag" && (element.parent as Element).name === "a")) score -= 1;
      readings.push({ ...token, currency: token.currency ?? money.currency, role, score, line });
    });
  });
  return readings;
}

const isCopy = (previous: Money, token: Money, line: Line) =>
  previous.amount === token.amount && previous.currency === token.currency && line.text.slice(previous.end, token.index).trim() === "";

/** The button's own box: two levels up, when that stays inside the main block and is not the block itself. */
function buyBoxOf(button: Element, block: Element): Element | null {
  let box: Element = button;
  for (let i = 0; i < 2 && box.parent?.type === "tag" && box.parent !== block; i++) box = box.parent as Element;
  return box === button || !isWithin(box, block) ? null : box;
}

export const isPriceRole = (role: PriceRole | null, selectors?: SiteSelectors) =>
  role === null ||
  role === "price" ||
  (role === "member" && selectors?.memberPriceIsPrice === true) ||
  (role === "coupon" && selectors?.couponPriceIsPrice === true);

/** Every amount the reader weighed, with its role and score: for the extract CLI and the admin's URL test. */
export function readVisibleCandidates(
  context: StepContext,
): { text: string; amount: number; currency: string | null; role: PriceRole | null; score: number }[] {
  const main = findMainBlock(context.index);
  return main ? readAmounts(main, context).map(({ text, amount, currency, role, score }) => ({ text, amount, currency, role, score })) : [];
}
