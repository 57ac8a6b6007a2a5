/**
 * A price only some buyers pay, as the shop's page states it: a coupon, a card, members or new members, or
 * points given back (적립금). Shown beside the base price with how to get it, never as the price: every lowest,
 * "usual", sort, ranking and alert figure stays on the base price every buyer pays (공정위 price-comparison guideline, 2014).
 * Plain data and types: the offer row imports them into the client bundle (the reader's zod schema is in
 * benefit-price-schema.ts, so zod stays on the server).
 */
export const BENEFIT_KINDS = ["coupon", "card", "member", "new_member", "reward"] as const;
export type BenefitKind = (typeof BENEFIT_KINDS)[number];

export type BenefitPrice = {
  kind: BenefitKind;
  /** Won: the price with the benefit, or for `reward` the points given back. */
  amount: number;
  /** How to get it, as the page words it ("삼성카드 5% 청구할인", "쿠폰 다운로드"); short. */
  condition: string;
};

/** What a kind is called on an offer row, and what to say when the page gives no condition. */
export const BENEFIT_WORDING: Record<BenefitKind, { label: string; condition: string }> = {
  coupon: { label: "쿠폰 적용 시", condition: "쿠폰 다운로드 필요" },
  card: { label: "카드 결제 시", condition: "해당 카드 결제 시" },
  member: { label: "회원가", condition: "회원 로그인 필요" },
  new_member: { label: "신규회원가", condition: "신규 가입 후 첫 구매" },
  reward: { label: "적립금", condition: "구매 확정 후 적립" },
};
