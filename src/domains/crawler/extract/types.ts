import { z } from "zod";

export const EXTRACTION_METHODS = [
  "json-ld",
  "microdata",
  "meta",
  "preset:cafe24",
  "preset:godomall",
  "preset:makeshop",
  "selectors",
] as const;
export type ExtractionMethod = (typeof EXTRACTION_METHODS)[number];

const won = z.number().int().positive();

export const offerOptionSchema = z.object({ name: z.string().min(1), price: won });
export type OfferOption = z.infer<typeof offerOptionSchema>;

// The crawler's output boundary: everything written to the offer table passes this schema.
export const extractionSchema = z.object({
  title: z.string().min(1).nullable(),
  price: won,
  // 소비자가 (list price); only kept when it is above the selling price.
  listPrice: won.nullable(),
  currency: z.literal("KRW"),
  inStock: z.boolean(),
  shippingFee: z.number().int().nonnegative().nullable(),
  freeShippingThreshold: won.nullable(),
  options: z.array(offerOptionSchema),
  imageUrl: z.url({ protocol: /^https?$/ }).nullable(),
  method: z.enum(EXTRACTION_METHODS),
});
export type Extraction = z.infer<typeof extractionSchema>;

// Per-site CSS selectors an operator enters in the admin (seller_site.selector overrides).
export const siteSelectorsSchema = z.object({
  price: z.string().trim().min(1).optional(),
  listPrice: z.string().trim().min(1).optional(),
  title: z.string().trim().min(1).optional(),
  soldOut: z.string().trim().min(1).optional(),
  shipping: z.string().trim().min(1).optional(),
});
export type SiteSelectors = z.infer<typeof siteSelectorsSchema>;

export const EXTRACTION_FAILURE_REASONS = {
  EMPTY_PAGE: "페이지 내용이 비어 있습니다",
  NO_PRICE: "가격을 찾을 수 없습니다",
  BAD_PRICE: "가격이 0원 이하입니다",
  CONFLICTING_PRICES: "서로 다른 가격이 함께 표시되어 있어 가격을 확정할 수 없습니다",
  UNSUPPORTED_CURRENCY: "원화(KRW)가 아닌 통화입니다",
  INVALID_SELECTOR: "판매처 CSS 선택자가 올바르지 않습니다",
  INVALID_EXTRACTION: "추출 결과가 형식에 맞지 않습니다",
} as const;
export type ExtractionFailureCode = keyof typeof EXTRACTION_FAILURE_REASONS;

export type ExtractionFailure = { ok: false; code: ExtractionFailureCode; reason: string };
export type ExtractResult = { ok: true; extraction: Extraction } | ExtractionFailure;

export function extractionFailure(code: ExtractionFailureCode, detail?: string): ExtractionFailure {
  const base = EXTRACTION_FAILURE_REASONS[code];
  return { ok: false, code, reason: detail ? `${base} (${detail})` : base };
}
