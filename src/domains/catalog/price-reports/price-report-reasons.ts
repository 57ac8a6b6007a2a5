import type { PriceReportReason } from "../schema";

/** The reasons a shopper picks from, in the form's order, with their Korean labels. */
export const PRICE_REPORT_REASONS: ReadonlyArray<{ reason: PriceReportReason; label: string }> = [
  { reason: "price", label: "가격이 달라요" },
  { reason: "sold_out", label: "품절이에요" },
  { reason: "shipping", label: "배송비가 달라요" },
  { reason: "other_product", label: "다른 상품이에요" },
  { reason: "other", label: "기타" },
];

export const priceReportReasonLabel = (reason: PriceReportReason): string =>
  PRICE_REPORT_REASONS.find((r) => r.reason === reason)?.label ?? reason;
