import { isBottlePriceOffer } from "../offer-standing";
import type { OfferRow } from "./offer-row";

/**
 * What an offer row's button is: `buy` (구매하러 가기) only for an offer buyable now; a stale one is a `check`
 * (쇼핑몰에서 확인, a plain secondary link: its price is the shop's last known, not a deal); sold out is no link.
 */
export type OfferAction = "buy" | "check" | "sold-out";

export function offerAction(offer: Pick<OfferRow, "inStock" | "stale">): OfferAction {
  if (!offer.inStock) return "sold-out";
  return offer.stale ? "check" : "buy";
}

/** The first offer (in `ordered`) that wears 최저 on a basis: one bottle buyable now (isBottlePriceOffer, never a set) and at the stored lowest. */
export function lowestOfferId(ordered: readonly OfferRow[], lowest: number | null, figure: (o: OfferRow) => number | null): number | null {
  return ordered.find((o) => isBottlePriceOffer(o) && figure(o) === lowest)?.id ?? null;
}
