import { BENEFIT_KINDS, type BenefitKind, type BenefitPrice } from "@/domains/catalog/benefit-price";
import { cleanText, textOf } from "@/domains/crawler/extract/dom-helpers";
import { COUPON_PRICE_LABEL, findLabelledValue, MEMBER_PRICE_LABEL } from "@/domains/crawler/extract/labelled-value";
import { findMainBlock } from "@/domains/crawler/extract/main-block";
import { priceOf } from "@/domains/crawler/extract/presets/preset-helpers";
import { labelCellText, type PriceRole } from "@/domains/crawler/extract/price-labels";
import type { StepContext } from "@/domains/crawler/extract/step-types";
import { isPriceRole, readAmounts } from "@/domains/crawler/extract/visible/price-candidates";

// The prices the reader refuses as the price because only some buyers pay them — a coupon's, a card's, members'
// (쿠폰 적용가, 카드할인가, 회원가, 신규회원가) — and the 적립금 given back: read with how to get them, to be shown apart.

const BENEFIT_ROLES: ReadonlySet<PriceRole> = new Set(["coupon", "member", "reward"]);
const MAX_BENEFITS = 4;
// A benefit price far below the price is a misread (a coupon's discount, a points balance), not a price.
const LOWEST_SHARE = 0.3;

// What the label says, in the order checked: a card beats the word 할인, a coupon for new members is a coupon.
const KIND_WORDS: ReadonlyArray<[BenefitKind, RegExp]> = [
  ["card", /카드|card/i],
  ["coupon", /쿠폰|최대\s*혜택|coupon/i],
  ["new_member", /신규\s*(?:회원|가입)|첫\s*(?:구매|주문)|가입\s*(?:시|즉시)/],
  ["member", /회원|멤버십|등급|member/i],
];

// Label words and leftovers dropped from a line to keep its condition ("(삼성카드 5% 청구할인)" → "삼성카드 5% 청구할인").
const LABEL_WORDS =
  /(?:판매\s*가|쿠폰\s*(?:적용\s*)?(?:가|할인가|가격)|카드\s*(?:청구\s*|즉시\s*)?할인\s*가|(?:신규\s*)?회원\s*(?:가|할인가|특가)|멤버십\s*가|최대\s*혜택\s*가|적립금|적립)(?![가-힣])|[()[\]{}:|]/g;
const MONEY_LEFTOVER = /\d[\d,]*\s*(?:원|krw)(?![a-z])|\d{1,3}(?:,\d{3})+/gi;

// A platform's label table (`<th>적립금</th><td>129원 (1%)</td>`), read when the product block's lines did not hold the row.
const LABEL_TABLE: ReadonlyArray<[RegExp, PriceRole, BenefitKind]> = [
  [/^카드\s*(?:청구\s*|즉시\s*)?할인\s*가\s*:?$/, "coupon", "card"],
  [COUPON_PRICE_LABEL, "coupon", "coupon"],
  [/^신규\s*회원\s*(?:가|할인가|특가)\s*:?$/, "member", "new_member"],
  [MEMBER_PRICE_LABEL, "member", "member"],
  [/^(?:적립금|마일리지|포인트)\s*:?$/, "reward", "reward"],
];

function kindOf(role: PriceRole, text: string): BenefitKind {
  if (role === "reward") return "reward";
  for (const [kind, words] of KIND_WORDS) if (words.test(text)) return kind;
  return role === "member" ? "member" : "coupon";
}

function conditionOf(line: string, amountText: string): string {
  const rest = (amountText ? line.replace(amountText, " ") : line).replace(MONEY_LEFTOVER, " ");
  const condition = rest
    .replace(LABEL_WORDS, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s·,/-]+|[\s·,/-]+$/g, "");
  return /[가-힣a-z]{2}/i.test(condition) ? condition.slice(0, 60) : "";
}

/**
 * The benefit prices a Korean shop's product block states beside `price` (the one every buyer pays), with the condition
 * its line gives ("삼성카드 5% 청구할인", "첫 구매 쿠폰 지금 다운로드!"; empty when only the label is printed). A site
 * configured to publish its 회원가/쿠폰가 as the price has none of that kind. Prices not below `price` are no benefit.
 */
export function readBenefitPrices(context: StepContext, price: number): BenefitPrice[] {
  const found: BenefitPrice[] = [];
  const keep = (role: PriceRole, kind: BenefitKind, amount: number, condition: string) => {
    if (isPriceRole(role, context.selectors) || !Number.isInteger(amount) || amount <= 0 || amount >= price) return;
    if (role !== "reward" && amount < price * LOWEST_SHARE) return;
    if (!found.some((known) => known.kind === kind && known.amount === amount)) found.push({ kind, amount, condition });
  };
  const main = findMainBlock(context.index);
  for (const reading of main ? readAmounts(main, context) : []) {
    const { role, amount, currency, line } = reading;
    if (!role || !BENEFIT_ROLES.has(role) || (currency ?? "KRW") !== "KRW") continue;
    const label = labelCellText(line.element) ?? "";
    keep(role, kindOf(role, `${label} ${line.text}`), amount, conditionOf(line.text, reading.text));
  }
  for (const [label, role, kind] of LABEL_TABLE) {
    const value = findLabelledValue(context.index, label, main ? new Set([main.block]) : undefined);
    const amount = priceOf(value);
    if (value && amount !== null) keep(role, kind, amount, conditionOf(cleanText(textOf(value)), ""));
  }
  return found.sort((a, b) => BENEFIT_KINDS.indexOf(a.kind) - BENEFIT_KINDS.indexOf(b.kind)).slice(0, MAX_BENEFITS);
}
