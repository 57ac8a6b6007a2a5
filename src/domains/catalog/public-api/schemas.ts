import "zod-openapi";
import { z } from "zod";
import { LISTING_SORTS, LISTING_VALUE_SCHEMAS as V } from "../listing";
import { HISTORY_RANGES, type HistoryRange } from "../product";

/**
 * The public API's schemas (/api/v1), one module for the routes and their OpenAPI document: the routes validate their
 * query and path with these, and openapi-document.ts describes the same objects, so the document cannot drift.
 */

const many = <T extends z.ZodType>(item: T, description: string, example: unknown) =>
  z
    .array(item)
    .max(50)
    .optional()
    .meta({ description: `${description} 여러 번 보내면 그중 하나라도 맞는 상품.`, example });

export const FORMATS = ["json", "csv"] as const;
const format = z.enum(FORMATS).optional().meta({
  description: "응답 형식. 생략하면 `Accept: text/csv` 헤더일 때 CSV(UTF-8, BOM 포함), 아니면 JSON.",
  example: "csv",
});

/** GET /api/v1/products: the listing's parameters (the /mouth-inhalation and /lung-inhalation pages' names), a page size and a format. */
export const productsQuerySchema = z.object({
  inhalation: z.enum(["MTL", "DL"]).optional().meta({ description: "흡입 방식: MTL(입호흡) 또는 DL(폐호흡). 생략하면 둘 다." }),
  maker: many(V.maker, "제조사 슬러그.", ["alpha-labs"]),
  tag: many(V.tag, "맛 태그.", ["과일"]),
  cool: many(V.cool, "쿨링 세기 0–3.", [0, 1]),
  form: many(V.form, "니코틴 형태(salt, freebase).", ["salt"]),
  vg: many(V.vg, "VG 비율(%).", [50]),
  vol: many(V.vol, "용량(ml).", [30]),
  min: V.won.optional().meta({ description: "배송비 포함 최저가의 하한(원).", example: 5000 }),
  max: V.won.optional().meta({ description: "배송비 포함 최저가의 상한(원).", example: 20000 }),
  stock: z.literal("1").optional().meta({ description: "`1`이면 지금 재고가 있는 상품만." }),
  sort: z.enum(LISTING_SORTS).optional().meta({
    description:
      "정렬: popular(인기순, 기본), price(배송비 포함 최저가순), price_shop(상품가 최저가순), per_ml(ml당 가격순), reviews, rating, newest, drop(가격 인하율순).",
  }),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .optional()
    .meta({ description: "쪽 번호(1부터). 마지막 쪽을 넘으면 마지막 쪽.", example: 1 }),
  limit: z.coerce.number().int().min(1).max(100).default(24).meta({ description: "한 쪽의 상품 수(1–100)." }),
  format,
});

export const productParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647).meta({ description: "상품 번호.", example: 1 }),
});

/** GET /api/v1/products/{id}: JSON, or its offers as CSV. */
export const productQuerySchema = z.object({ format });

/** GET /api/v1/products/{id}/history: a range the product page offers, one series or one per shop. */
export const historyQuerySchema = z.object({
  days: z
    .enum(HISTORY_RANGES.map(String) as [string, ...string[]], `기간(days)은 ${HISTORY_RANGES.join(", ")} 중 하나여야 합니다.`)
    .default("30")
    .transform((days) => Number(days) as HistoryRange)
    .meta({ description: "기간(일): 30, 90, 365 중 하나. 오늘(한국 시간)까지." }),
  by: z.literal("shop").optional().meta({ description: "`shop`이면 쇼핑몰별 일별 최저가도 함께." }),
  format,
});

const won = z.number().int().nonnegative();
const nullableWon = won.nullable();

export const productSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    manufacturer: z.string(),
    inhalation: z.enum(["MTL", "DL"]),
    nicotineForm: z.enum(["freebase", "salt"]),
    nicotineMg: z.number(),
    volumeMl: z.number(),
    flavorTags: z.array(z.string()),
    lowestTotalPrice: nullableWon.meta({ description: "지금 살 수 있는 가장 싼 배송비 포함 가격(원). 살 수 있는 곳이 없으면 null." }),
    lowestPrice: nullableWon.meta({ description: "가장 싼 상품가(배송비 제외, 원)." }),
    pricePerMl: z.number().nullable().meta({ description: "배송비 포함 ml당 가격(원)." }),
    offerCount: z.number().int(),
    inStockOfferCount: z.number().int(),
    low30d: nullableWon.meta({ description: "30일 최저가(배송비 포함)." }),
    allTimeLow: nullableWon.meta({ description: "역대 최저가(배송비 포함)." }),
    reviewCount: z.number().int(),
    ratingAverage: z.number().nullable(),
    url: z.url().meta({ description: "상품 페이지." }),
  })
  .meta({ id: "ProductSummary" });

export const productListSchema = z
  .object({
    items: z.array(productSummarySchema),
    total: z.number().int().meta({ description: "조건에 맞는 상품 수." }),
    page: z.number().int(),
    pageCount: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: "ProductList" });

export const offerSchema = z
  .object({
    id: z.number().int(),
    shop: z.object({ name: z.string(), slug: z.string(), verified: z.boolean().meta({ description: "사업자등록번호가 확인된 쇼핑몰." }) }),
    sellerTitle: z.string().nullable(),
    price: won.meta({ description: "쇼핑몰 상품가(원)." }),
    shipping: won.meta({ description: "이 가격에 붙는 배송비(원, 무료배송이면 0)." }),
    total: won.meta({ description: "배송비 포함 실구매가(원)." }),
    perMl: z.number().nullable(),
    quantity: z.number().int().meta({ description: "이 가격에 파는 병 수(1보다 크면 세트)." }),
    checkedAt: z.iso.datetime({ offset: true }).nullable().meta({ description: "쇼핑몰에서 마지막으로 확인한 때." }),
    buyUrl: z.url().meta({ description: "쇼핑몰로 가는 링크." }),
  })
  .meta({ id: "Offer" });

export const productDetailSchema = z
  .object({
    product: productSummarySchema.extend({
      vgPercent: z.number().int(),
      cooling: z.number().int(),
      nicotineSource: z.string(),
      typicalPriceLow: nullableWon.meta({ description: "평소 가격대의 아래(원, 90일)." }),
      typicalPriceHigh: nullableWon.meta({ description: "평소 가격대의 위(원, 90일)." }),
    }),
    offers: z.array(offerSchema).meta({ description: "지금 살 수 있는 판매처(재고 있음, 최근 확인), 배송비 포함 싼 순." }),
  })
  .meta({ id: "ProductDetail" });

const dailyLow = z.object({
  date: z.iso.date().meta({ description: "한국 시간의 날짜." }),
  lowestTotal: nullableWon.meta({ description: "그날의 배송비 포함 최저가. 재고가 없던 날은 null." }),
  lowest: nullableWon.meta({ description: "그날의 상품가 최저가." }),
});

export const priceHistorySchema = z
  .object({
    productId: z.number().int(),
    days: z.union(HISTORY_RANGES.map((d) => z.literal(d))),
    from: z.iso.date(),
    to: z.iso.date(),
    daily: z.array(dailyLow),
    shops: z
      .array(z.object({ id: z.number().int(), name: z.string(), daily: z.array(dailyLow) }))
      .optional()
      .meta({ description: "`by=shop`일 때만: 쇼핑몰별 일별 최저가." }),
  })
  .meta({ id: "PriceHistory" });

export const errorSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ example: "not_found" }),
      message: z.string().meta({ description: "사람이 읽는 한국어 설명.", example: "없는 상품입니다." }),
      field: z.string().optional().meta({ description: "잘못된 입력의 이름." }),
    }),
  })
  .meta({ id: "Error" });

export type ProductSummaryBody = z.infer<typeof productSummarySchema>;
export type ProductListBody = z.infer<typeof productListSchema>;
export type ProductDetailBody = z.infer<typeof productDetailSchema>;
export type PriceHistoryBody = z.infer<typeof priceHistorySchema>;
