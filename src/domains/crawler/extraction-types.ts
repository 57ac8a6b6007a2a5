import { z } from "zod";
import { benefitPriceSchema } from "@/domains/catalog/benefit-price-schema";

export const EXTRACTION_METHODS = [
  "json-ld",
  "microdata",
  "meta",
  "script-state",
  "preset:cafe24",
  "preset:godomall",
  "preset:makeshop",
  "selectors",
  "visible",
] as const;
export type ExtractionMethod = (typeof EXTRACTION_METHODS)[number];

const won = z.number().int().positive();
const amount = z.number().positive();

export const offerOptionSchema = z.object({ name: z.string().min(1), price: won });
export type OfferOption = z.infer<typeof offerOptionSchema>;

/** Where a price was read besides the winning step: JSON-LD, meta, a platform's visible 판매가, a hidden form input… */
const WITNESS_SOURCES = [...EXTRACTION_METHODS, "hidden-input", "data-attribute"] as const;
const witnessSchema = z.object({ method: z.enum(WITNESS_SOURCES), price: amount, currency: z.string().nullable() });
export type Witness = z.infer<typeof witnessSchema>;

/** Why a readable offer must wait for an admin instead of being published. */
export const HOLD_CODES = { WITNESSES_DISAGREE: "가격 출처끼리 1% 넘게 다릅니다", NOT_KRW: "게시 불가: 원화가 아님" } as const;
type HoldCode = keyof typeof HOLD_CODES;

// The crawler's output boundary: everything written to the offer table passes this schema.
export const extractionSchema = z
  .object({
    title: z.string().min(1).nullable(),
    /** The amount in `currency` (integer won for KRW; decimals kept for other currencies). */
    price: amount,
    /** The price as the page printed it ("1.759,99 €"), when it was read from text. */
    priceText: z.string().nullable(),
    /** The price is the lowest of the product's options, as the page wrote it ("19,900원~", "9,900원부터"). */
    priceFrom: z.boolean(),
    // 소비자가 (list price); only kept when it is above the selling price.
    listPrice: amount.nullable(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    inStock: z.boolean(),
    shippingFee: z.number().int().nonnegative().nullable(),
    freeShippingThreshold: won.nullable(),
    options: z.array(offerOptionSchema),
    /** Coupon, card, member prices and 적립금 the page states beside the price: shown apart, never the price. */
    benefits: z.array(benefitPriceSchema),
    imageUrl: z.url({ protocol: /^https?$/ }).nullable(),
    method: z.enum(EXTRACTION_METHODS),
    /** Every independent source that stated a price, the winning one first. */
    witnesses: z.array(witnessSchema),
    /** The visible reader's second-best candidate, for the admin's URL test. */
    runnerUp: z.object({ price: amount, currency: z.string().nullable(), text: z.string() }).nullable(),
    /** Set when the offer is readable but must not be published as is. */
    hold: z.object({ code: z.enum(Object.keys(HOLD_CODES) as [HoldCode, ...HoldCode[]]), reason: z.string() }).nullable(),
  })
  .refine((extraction) => extraction.currency !== "KRW" || Number.isInteger(extraction.price), {
    path: ["price"],
    message: "won is an integer",
  });
export type Extraction = z.infer<typeof extractionSchema>;

/** The price in won, or null for an offer priced in another currency (never published). */
export const wonPrice = (extraction: Pick<Extraction, "price" | "currency">): number | null =>
  extraction.currency === "KRW" ? extraction.price : null;

// Per-site CSS selectors an operator enters in the admin (seller_site.selector overrides).
export const siteSelectorsSchema = z.object({
  price: z.string().trim().min(1).optional(),
  listPrice: z.string().trim().min(1).optional(),
  title: z.string().trim().min(1).optional(),
  soldOut: z.string().trim().min(1).optional(),
  shipping: z.string().trim().min(1).optional(),
  /** The site's 회원가 / 쿠폰적용가 is what every visitor pays (e.g. membership is free and automatic). */
  memberPriceIsPrice: z.boolean().optional(),
  couponPriceIsPrice: z.boolean().optional(),
});
export type SiteSelectors = z.infer<typeof siteSelectorsSchema>;

export const EXTRACTION_FAILURE_REASONS = {
  EMPTY_PAGE: "페이지 내용이 비어 있습니다",
  NO_PRICE: "가격을 찾을 수 없습니다",
  BAD_PRICE: "가격이 0원 이하입니다",
  CONFLICTING_PRICES: "서로 다른 가격이 함께 표시되어 있어 가격을 확정할 수 없습니다",
  INVALID_SELECTOR: "판매처 CSS 선택자가 올바르지 않습니다",
  INVALID_EXTRACTION: "추출 결과가 형식에 맞지 않습니다",
  AMBIGUOUS_PRICE: "가격으로 보이는 값이 여럿이라 어느 것이 판매가인지 확정할 수 없습니다",
} as const;
export type ExtractionFailureCode = keyof typeof EXTRACTION_FAILURE_REASONS;

export type ExtractionFailure = { ok: false; code: ExtractionFailureCode; reason: string };
export type ExtractResult = { ok: true; extraction: Extraction } | ExtractionFailure;

export function extractionFailure(code: ExtractionFailureCode, detail?: string): ExtractionFailure {
  const base = EXTRACTION_FAILURE_REASONS[code];
  return { ok: false, code, reason: detail ? `${base} (${detail})` : base };
}
