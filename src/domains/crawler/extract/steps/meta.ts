import { isForeignCurrency } from "@/domains/crawler/extract/currency";
import { parseAvailability } from "@/domains/crawler/extract/availability";
import { nonEmpty } from "@/domains/crawler/extract/dom-helpers";
import { metaValues, type PageIndex } from "@/domains/crawler/extract/page-index";
import { parsePrice } from "@/domains/crawler/extract/parse-price";
import {
  candidate,
  conflict,
  NONE,
  type ExtractionStep,
  type StepContext,
  type StepOutcome,
} from "@/domains/crawler/extract/steps/step-types";

/** One price from a set of tags; several disagreeing tags make the page contradictory. */
function readOne(index: PageIndex, keys: string[]): { price: number | null; conflicting: number[] | null } {
  const prices = new Set(
    keys
      .flatMap((key) => metaValues(index, key))
      .map((value) => parsePrice(value))
      .filter((price): price is number => price !== null),
  );
  if (prices.size > 1) return { price: null, conflicting: [...prices] };
  return { price: [...prices][0] ?? null, conflicting: null };
}

function runMeta({ index }: StepContext): StepOutcome {
  const foreign = ["product:price:currency", "og:price:currency"].flatMap((key) => metaValues(index, key)).find(isForeignCurrency);
  if (foreign && metaValues(index, "product:price:amount").length + metaValues(index, "og:price:amount").length > 0)
    return { kind: "fail", code: "UNSUPPORTED_CURRENCY", detail: foreign };
  const regular = readOne(index, ["product:price:amount", "og:price:amount"]);
  if (regular.conflicting) return conflict(regular.conflicting);
  const sale = readOne(index, ["product:sale_price:amount", "og:sale_price:amount"]);
  if (sale.conflicting) return conflict(sale.conflicting);
  const original = readOne(index, ["product:original_price:amount"]);

  // Sale price wins; a 0 sale tag is a skin's "no sale" placeholder, not a price.
  const hasSale = sale.price !== null && sale.price > 0;
  const price = hasSale ? sale.price : regular.price;
  if (price === null) return NONE;
  const listCandidates = [original.price, hasSale ? regular.price : null].filter((value): value is number => value !== null);
  const stock = [...metaValues(index, "product:availability"), ...metaValues(index, "og:availability")].map(parseAvailability);
  return candidate({
    price,
    listPrice: listCandidates.length > 0 ? Math.max(...listCandidates) : null,
    currency: nonEmpty(
      metaValues(index, hasSale ? "product:sale_price:currency" : "product:price:currency")[0] ??
        metaValues(index, "product:price:currency")[0] ??
        metaValues(index, "og:price:currency")[0],
    ),
    inStock: stock.includes(true) ? true : stock.includes(false) ? false : null,
  });
}

export const metaStep: ExtractionStep = { method: "meta", run: runMeta };
