import { describe, expect, it } from "vitest";
import { roleOfLabel } from "@/domains/crawler/extract/price-labels";

describe("roleOfLabel", () => {
  it.each([
    ["판매가", "price"],
    ["할인가", "price"],
    ["정가", "list"],
    ["소비자가", "list"],
    ["권장소비자가격", "list"],
    ["적립금", "reward"],
    ["회원 적립금", "reward"],
    ["회원가", "member"],
    ["쿠폰적용가", "coupon"],
    ["쿠폰 적용 시", "coupon"],
    ["배송비", "shipping"],
    ["월 3,300원 (6개월 무이자 할부)", "instalment"],
    ["ml당", "unit"],
    ["UVP", "list"],
    ["Was", "list"],
    ["RRP", "list"],
    ["Najniższa cena z 30 dni przed obniżką:", "history"],
    ["or 4 interest-free payments of", "instalment"],
    ["ou 3x de", "instalment"],
    ["Grundpreis:", "unit"],
    ["Special Price", "price"],
    ["상품명", null],
  ] as const)("%s → %s", (label, role) => {
    expect(roleOfLabel(label)).toBe(role);
  });
});

describe("roleOfLabel: more shop wordings", () => {
  it.each([
    ["정상가", "list"],
    ["할인판매가", "price"],
    ["특별가", "price"],
    ["할인", "discount"],
    ["(20% 할인)", "discount"],
    ["You save", "discount"],
    ["병당", "unit"],
  ] as const)("%s → %s", (label, role) => {
    expect(roleOfLabel(label)).toBe(role);
  });
});
