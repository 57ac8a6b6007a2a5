import { formatWon } from "@/ui/format-won";
import { BENEFIT_WORDING, type BenefitPrice } from "../benefit-price";
import type { OfferRow } from "./offer-row";

/** `쿠폰 적용 시 12,300원 · 쿠폰 다운로드 필요`: a benefit price as a row states it, with how to get it. */
export function benefitText({ kind, amount, condition }: BenefitPrice): string {
  const wording = BENEFIT_WORDING[kind];
  return `${wording.label} ${formatWon(amount)} · ${condition || wording.condition}`;
}

/** `2병 세트 · 병당 9,900원`, per basis (all-in or shop price), rounded to the won. */
export function setText(quantity: number, figure: number | null): string {
  return figure === null ? `${quantity}병 세트` : `${quantity}병 세트 · 병당 ${formatWon(Math.round(figure / quantity))}`;
}

/**
 * What an offer row says beside its price: a set's bottle count and per-bottle price, and the benefit prices only some
 * buyers pay (coupon, card, member, 적립금), each with its condition. Never the row's price: that is what every buyer pays.
 */
export function OfferKindNotes({ offer }: { offer: Pick<OfferRow, "quantity" | "total" | "price" | "benefits"> }) {
  if (offer.quantity === 1 && offer.benefits.length === 0) return null;
  return (
    <>
      {offer.quantity > 1 ? (
        <p className="offer-set" data-testid="offer-set">
          <span className="basis-total">{setText(offer.quantity, offer.total)}</span>
          <span className="basis-shop">{setText(offer.quantity, offer.price)}</span>
        </p>
      ) : null}
      {offer.benefits.length > 0 ? (
        <ul className="offer-benefits" aria-label="조건부 혜택가 (모든 구매자에게 적용되지 않음)" data-testid="offer-benefits">
          {offer.benefits.map((benefit) => (
            <li key={`${benefit.kind}-${benefit.amount}`}>{benefitText(benefit)}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
