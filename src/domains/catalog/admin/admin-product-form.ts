import { z } from "zod";
import { rowId } from "@/platform/http/row-id";

const int = (label: string, min: number, max: number) =>
  z.coerce
    .number(`${label}: 숫자를 입력해 주세요.`)
    .int(`${label}: 정수로 입력해 주세요.`)
    .min(min, `${label}은(는) ${min} 이상이어야 합니다.`)
    .max(max, `${label}은(는) ${max} 이하여야 합니다.`);

/** Every product attribute an admin edits, with Korean messages; shared by the form and the API. */
export const productInput = z.object({
  manufacturerId: rowId("제조사를 선택해 주세요."),
  name: z.string().trim().min(1, "상품 이름을 입력해 주세요.").max(100, "상품 이름은 100자 이하로 적어 주세요."),
  inhalation: z.enum(["MTL", "DL"], "호흡 방식을 선택해 주세요."),
  flavorTags: z.preprocess(
    (v) => (typeof v === "string" ? v.split(",") : v),
    z.array(z.string().trim().max(20, "맛 태그는 20자 이하로 적어 주세요.")).transform((tags) => [...new Set(tags.filter(Boolean))]),
  ),
  aliases: z
    .preprocess(
      (v) => (typeof v === "string" ? v.split(",") : v),
      z
        .array(z.string().trim().max(100, "다른 이름은 100자 이하로 적어 주세요."))
        .transform((names) => [...new Set(names.filter(Boolean))]),
    )
    .pipe(z.array(z.string()).max(20, "다른 이름은 20개까지 적을 수 있습니다."))
    .default([]),
  cooling: int("쿨링", 0, 3),
  vgPercent: int("VG 비율", 0, 100),
  nicotineForm: z.enum(["freebase", "salt"], "니코틴 형태를 선택해 주세요."),
  nicotineSource: z.enum(["tobacco_leaf", "stem_root", "synthetic", "none"], "니코틴 원료를 선택해 주세요."),
  nicotineMg: z.coerce
    .number("니코틴 함량: 숫자를 입력해 주세요.")
    .min(0, "니코틴 함량은 0 이상이어야 합니다.")
    .max(99.9, "니코틴 함량은 99.9 이하여야 합니다."),
  volumeMl: int("용량", 1, 1000),
  imageUrl: z
    .string()
    .trim()
    .nullable()
    .optional()
    .transform((v) => v || null)
    .pipe(
      z
        .string()
        .regex(/^(\/|https?:\/\/)/, "이미지 주소는 /나 http(s)://로 시작해야 합니다.")
        .nullable(),
    ),
  description: z.string().trim().max(5000, "설명은 5,000자 이하로 적어 주세요.").default(""),
  visible: z.preprocess((v) => v === true || v === "true" || v === "on", z.boolean()).default(true),
});
export type ProductInput = z.output<typeof productInput>;

export const INHALATION_LABELS = { MTL: "입호흡", DL: "폐호흡" } as const;
export const NICOTINE_FORM_LABELS = { freebase: "프리베이스", salt: "솔트" } as const;
export const NICOTINE_SOURCE_LABELS = { tobacco_leaf: "연초 잎", stem_root: "줄기·뿌리", synthetic: "합성", none: "무니코틴" } as const;

/** The admin product table's query: search, filters, sort, page. */
export const productListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  manufacturerId: rowId("제조사가 올바르지 않습니다.").optional(),
  inhalation: z.enum(["MTL", "DL"]).optional(),
  visible: z.enum(["true", "false"]).optional(),
  sort: z.enum(["newest", "name", "price", "offers"]).default("newest"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ProductListQuery = z.output<typeof productListQuery>;
