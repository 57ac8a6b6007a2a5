import { z } from "zod";
import { rowId } from "@/platform/http/row-id";

// Input rules of the wishlist API (zod), shared by its routes; messages are shown to people.

export const WISHLIST_CAP = 500;
export const BASKET_MAX_ITEMS = 20;

// Coerced: the same rule reads a URL segment (a string) and a JSON body field.
const productId = rowId("상품 번호가 올바르지 않습니다.");
const price = z
  .number({ error: "가격은 숫자로 입력해 주세요." })
  .int("가격은 원 단위 정수로 입력해 주세요.")
  .min(100, "가격은 100원 이상으로 입력해 주세요.")
  .max(10_000_000, "가격이 너무 큽니다.");

export const productIdParams = z.object({ productId });
export const savedSearchIdParams = z.object({ id: rowId("저장한 검색 번호가 올바르지 않습니다.") });

export const addWishlistInput = z.object({
  productId: productId,
  targetPrice: price.nullable().optional(),
});

export const updateWishlistInput = z
  .object({
    targetPrice: price.nullable().optional(),
    alertsEnabled: z.boolean({ error: "알림 설정은 true 또는 false여야 합니다." }).optional(),
    alertBelowUsual: z.boolean({ error: "평소보다 낮아지면 알림 설정은 true 또는 false여야 합니다." }).optional(),
  })
  .refine(
    (input) => input.targetPrice !== undefined || input.alertsEnabled !== undefined || input.alertBelowUsual !== undefined,
    "바꿀 항목(목표가, 가격 알림, 평소보다 낮아지면 알림)이 없습니다.",
  );

export const basketInput = z.object({
  items: z
    .array(
      z.object({
        productId: productId,
        quantity: z
          .number({ error: "수량은 숫자로 입력해 주세요." })
          .int("수량은 정수로 입력해 주세요.")
          .min(1, "수량은 1개 이상이어야 합니다.")
          .max(99, "수량은 99개까지 입력할 수 있습니다."),
      }),
      { error: "장바구니에 담을 상품을 골라 주세요." },
    )
    .min(1, "장바구니에 담을 상품을 골라 주세요.")
    .max(BASKET_MAX_ITEMS, `장바구니는 한 번에 ${BASKET_MAX_ITEMS}개 상품까지 계산할 수 있습니다.`)
    .refine((items) => new Set(items.map((item) => item.productId)).size === items.length, "같은 상품이 두 번 들어 있습니다."),
});

export const savedSearchInput = z.object({
  path: z.string({ error: "저장할 검색 주소가 없습니다." }).min(1, "저장할 검색 주소가 없습니다.").max(2000, "검색 주소가 너무 깁니다."),
  maxPrice: price.nullable().optional(),
});
