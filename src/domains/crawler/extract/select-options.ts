import type { Element } from "domhandler";
import { cleanText, findAll, textOf } from "@/domains/crawler/extract/dom-helpers";
import { parseAmount } from "@/domains/crawler/extract/parse-price";
import type { OfferOption } from "@/domains/crawler/extraction-types";

// Skins put instructions and separators in the list: "- [필수] 옵션을 선택해 주세요 -", "-------".
const PLACEHOLDER_VALUE = new Set(["", "*", "**", "0:0"]);
const PLACEHOLDER_TEXT = /선택|^[-=*_~\s]+|^옵션$|^none$/i;
// "(+9,000원)", "[-1,000]" or "3mg : +1,000원"; a bare "- 3" inside a name is not a surcharge.
const DELTA = /[(\[]\s*([+-])\s*(\d[\d,]*)\s*원?\s*[)\]]|:?\s*([+-])\s*(\d[\d,]*)\s*원/;
const ABSOLUTE = /[(\[]\s*(\d[\d,]*)\s*원\s*[)\]]/;
const SOLD_OUT_TAG = /[(\[]\s*(?:품절|일시품절|sold\s*out)\s*[)\]]|\s-\s*품절$/gi;
const SOLD_OUT_MARK = new RegExp(SOLD_OUT_TAG.source, "i");

function readOption(option: Element, basePrice: number): OfferOption | null {
  const value = option.attribs.value ?? "";
  let text = cleanText(textOf(option));
  if (PLACEHOLDER_VALUE.has(value.trim()) || !text || PLACEHOLDER_TEXT.test(text)) return null;
  text = text.replace(SOLD_OUT_TAG, " ");
  let price = basePrice;
  const delta = DELTA.exec(text);
  const absolute = ABSOLUTE.exec(text);
  const priceAttribute = option.attribs.price;
  if (delta) {
    const amount = parseAmount(delta[2] ?? delta[4]!) ?? 0; // one of the two alternatives matched, with its number
    price = basePrice + ((delta[1] ?? delta[3]) === "-" ? -amount : amount);
    text = text.replace(delta[0], " ");
  } else if (absolute) {
    price = parseAmount(absolute[1]!) ?? basePrice; // the pattern's one group is required
    text = text.replace(absolute[0], " ");
  } else if (priceAttribute && /^-?\d+$/.test(priceAttribute)) {
    // MakeShop puts the surcharge in a non-standard `price` attribute.
    price = basePrice + Number(priceAttribute);
  }
  const name = cleanText(text)
    .replace(/[:\-]\s*$/, "")
    .trim();
  return name && price > 0 ? { name, price } : null;
}

/** Option/variant prices listed in `<select>` boxes, as base price plus "(+9,000원)" surcharges. */
export function readSelectOptions(selects: readonly Element[], basePrice: number): OfferOption[] {
  const options: OfferOption[] = [];
  const seen = new Set<string>();
  for (const select of selects) {
    for (const option of findAll([select], (element) => element.name === "option")) {
      const read = readOption(option, basePrice);
      if (!read || seen.has(read.name)) continue;
      seen.add(read.name);
      options.push(read);
    }
  }
  return options;
}

/** True when the selects list real options and every one of them is marked 품절 or disabled: nothing can be bought. */
export function allOptionsSoldOut(selects: readonly Element[]): boolean {
  const real = selects
    .flatMap((select) => findAll([select], (element) => element.name === "option"))
    .filter((option) => {
      const text = cleanText(textOf(option));
      return !PLACEHOLDER_VALUE.has((option.attribs.value ?? "").trim()) && text !== "" && !PLACEHOLDER_TEXT.test(text);
    });
  return real.length > 0 && real.every((option) => option.attribs.disabled !== undefined || SOLD_OUT_MARK.test(cleanText(textOf(option))));
}
