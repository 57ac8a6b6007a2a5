import type { Element } from "domhandler";
import { isHidden } from "@/domains/crawler/extract/dom-helpers";
import { isOutsideProduct } from "@/domains/crawler/extract/main-block";
import { parsePrice } from "@/domains/crawler/extract/parse-price";
import type { StepContext } from "@/domains/crawler/extract/step-types";
import { HOLD_CODES, type Extraction, type Witness } from "@/domains/crawler/extraction-types";

// A price is trusted when the page's independent sources agree on it. Each source that states a
// price for this product (not a related one) is a witness; more than 1 % apart holds the offer.

const TOLERANCE = 0.01;
const DATA_ATTRIBUTES = ["data-sale-price", "data-price", "data-product-price"];

function firstPrice(elements: Element[], context: StepContext, read: (element: Element) => string | undefined): number | null {
  for (const element of elements) {
    if (isOutsideProduct(element, context.index)) continue;
    const value = parsePrice(read(element) ?? null);
    if (value !== null && value > 0) return value;
  }
  return null;
}

/** Prices the cart scripts carry: hidden inputs (set_goods_price, price…) and data-price attributes. */
export function formWitnesses(context: StepContext): Witness[] {
  const witnesses: Witness[] = [];
  const hidden = firstPrice(context.index.hiddenPrices, context, (element) => element.attribs.value);
  if (hidden !== null) witnesses.push({ method: "hidden-input", price: hidden, currency: null });
  // Options carry their surcharges in data-price ("+1,000"): those are not the product's price.
  const visible = context.index.dataPrices.filter((element) => !isHidden(element) && !inOptionList(element));
  const data = firstPrice(visible, context, (element) =>
    DATA_ATTRIBUTES.map((name) => element.attribs[name]).find((value) => value !== undefined),
  );
  if (data !== null) witnesses.push({ method: "data-attribute", price: data, currency: null });
  return witnesses;
}

function inOptionList(element: Element): boolean {
  for (let current: Element | null = element; current && current.type === "tag"; current = current.parent as Element | null)
    if (current.name === "option" || current.name === "select" || current.name === "datalist") return true;
  return false;
}

const won = (witness: Witness) =>
  witness.currency && witness.currency !== "KRW" ? `${witness.price} ${witness.currency}` : `${witness.price.toLocaleString("ko-KR")}원`;

/**
 * The hold for a reading whose witnesses disagree by more than 1 %, naming each one; null when they
 * agree. `published` is a site-configured 회원가 that a witness may state instead of the 판매가.
 */
export function disagreement(witnesses: readonly Witness[], currency: string, published?: number): Extraction["hold"] {
  const [chosen, ...others] = witnesses;
  if (!chosen) return null;
  const near = (price: number, target: number) => Math.abs(price - target) / target <= TOLERANCE;
  const comparable = others.filter((witness) => (witness.currency ?? currency) === currency);
  const apart = comparable.filter(
    (witness) => !near(witness.price, chosen.price) && !(published !== undefined && near(witness.price, published)),
  );
  if (apart.length === 0) return null;
  const listed = [chosen, ...apart].map((witness) => `${witness.method} ${won(witness)}`).join(" ≠ ");
  return { code: "WITNESSES_DISAGREE", reason: `${HOLD_CODES.WITNESSES_DISAGREE}: ${listed}` };
}
