import { parseAvailability } from "@/domains/crawler/extract/availability";
import { nonEmpty } from "@/domains/crawler/extract/dom-helpers";
import { metaValues, type PageIndex } from "@/domains/crawler/extract/page-index";
import { isFromPrice, withoutFrom } from "@/domains/crawler/extract/from-price";
import { currencyOf, parseStructuredAmount } from "@/domains/crawler/extract/money";
import { candidate, conflict, NONE, type ExtractionStep, type StepContext, type StepOutcome } from "@/domains/crawler/extract/step-types";
import { pageCurrency } from "@/domains/crawler/extract/page-currency";

/** One price from a set of tags; several disagreeing tags make the page contradictory. */
function readOne(
  index: PageIndex,
  keys: string[],
  currency: string | null,
): { price: number | null; from: boolean; conflicting: number[] | null } {
  const values = keys.flatMap((key) => metaValues(index, key));
  const prices = new Set(
    values.map((value) => parseStructuredAmount(withoutFrom(value), currency)).filter((price): price is number => price !== null),
  );
  if (prices.size > 1) return { price: null, from: false, conflicting: [...prices] };
  return { price: [...prices][0] ?? null, from: values.some(isFromPrice), conflicting: null };
}

function runMeta(context: StepContext): StepOutcome {
  const { index } = context;
  const written = nonEmpty(metaValues(index, "product:price:currency")[0] ?? metaValues(index, "og:price:currency")[0]);
  const currency = written ? (currencyOf(written) ?? written.toUpperCase()) : pageCurrency(context);
  const regular = readOne(index, ["product:price:amount", "og:price:amount", "og:price", "product:price"], currency);
  if (regular.conflicting) return conflict(regular.conflicting);
  const sale = readOne(index, ["product:sale_price:amount", "og:sale_price:amount"], currency);
  if (sale.conflicting) return conflict(sale.conflicting);
  const original = readOne(index, ["product:original_price:amount"], currency);

  // Sale price wins; a 0 sale tag is a skin's "no sale" placeholder, not a price.
  const hasSale = sale.price !== null && sale.price > 0;
  const price = hasSale ? sale.price : regular.price;
  if (price === null) return NONE;
  const listCandidates = [original.price, hasSale ? regular.price : null].filter((value): value is number => value !== null);
  const stock = [...metaValues(index, "product:availability"), ...metaValues(index, "og:availability")].map(parseAvailability);
  return candidate({
    price,
    listPrice: listCandidates.length > 0 ? Math.max(...listCandidates) : null,
    currency,
    inStock: stock.includes(true) ? true : stock.includes(false) ? false : null,
    priceFrom: (hasSale ? sale : regular).from,
  });
}

export const metaStep: ExtractionStep = { method: "meta", run: runMeta };
