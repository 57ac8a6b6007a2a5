import { z } from "zod";
import { MAX_ROW_ID } from "@/platform/http/row-id";
import { PRICE_REPORT_REASONS } from "./price-report-reasons";
import type { PriceReportReason } from "../schema";

const reasons = PRICE_REPORT_REASONS.map((r) => r.reason) as [PriceReportReason, ...PriceReportReason[]];

/** A 가격 오류 신고 as the form sends it: which offer, why, and optionally a note and the price the shopper saw. */
export const priceReportInput = z.object({
  offerId: z.number("신고할 판매처를 찾을 수 없습니다.").int().positive().max(MAX_ROW_ID),
  reason: z.enum(reasons, "신고 사유를 골라 주세요."),
  note: z.string().trim().max(300, "내용은 300자 이하로 적어 주세요.").optional().default(""),
  seenPrice: z
    .number("본 가격은 숫자로 적어 주세요.")
    .int("본 가격은 원 단위 정수로 적어 주세요.")
    .min(1, "본 가격은 1원 이상이어야 합니다.")
    .max(100_000_000, "본 가격이 너무 큽니다.")
    .nullable()
    .optional()
    .default(null),
});
export type PriceReportInput = z.infer<typeof priceReportInput>;
