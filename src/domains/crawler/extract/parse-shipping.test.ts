import { describe, expect, it } from "vitest";
import { parseShipping, type Shipping } from "@/domains/crawler/extract/parse-shipping";

describe("parseShipping", () => {
  it.each<[string | null, Shipping | null]>([
    ["3,000원 (50,000원 이상 구매 시 무료)", { fee: 3000, freeThreshold: 50000 }],
    ["3,000원 (50,000원 이상 구매시 무료)", { fee: 3000, freeThreshold: 50000 }],
    ["무료배송", { fee: 0, freeThreshold: null }],
    ["배송비 무료", { fee: 0, freeThreshold: null }],
    ["무료 (일부 지역 제외)", { fee: 0, freeThreshold: null }],
    ["배송비 2,500원", { fee: 2500, freeThreshold: null }],
    ["배송비 : 2,500원", { fee: 2500, freeThreshold: null }],
    ["3000원", { fee: 3000, freeThreshold: null }],
    ["0원", { fee: 0, freeThreshold: null }],
    ["5만원 이상 무료배송, 미만 3,000원", { fee: 3000, freeThreshold: 50000 }],
    ["50,000원 이상 구매시 무료배송 (미만시 2,500원)", { fee: 2500, freeThreshold: 50000 }],
    ["조건부 무료 : 주문금액 30,000원 미만 시 배송비 2,500원", { fee: 2500, freeThreshold: 30000 }],
    ["조건부 무료 (30,000원 이상 무료, 미만 3,000원)", { fee: 3000, freeThreshold: 30000 }],
    ["조건부 무료", null],
    ["주문금액 30,000원 이상 무료", { fee: null, freeThreshold: 30000 }],
    ["2,500원 / 30,000원 이상 무료", { fee: 2500, freeThreshold: 30000 }],
    ["3,000원 (제주/도서산간 추가 3,000원)", { fee: 3000, freeThreshold: null }],
    ["2,500원 (도서산간 지역 5,000원 추가) 40,000원 이상 무료배송", { fee: 2500, freeThreshold: 40000 }],
    ["기본 배송비 3,000원\n(주문금액 5만원 이상 구매 시 무료)", { fee: 3000, freeThreshold: 50000 }],
    ["\u00A03,000\u00A0원\u00A0", { fee: 3000, freeThreshold: null }],
    ["착불", null],
    ["배송비 별도", null],
    ["택배", null],
    ["", null],
    [null, null],
  ])("%j", (input, expected) => {
    expect(parseShipping(input)).toEqual(expected);
  });
});

describe("parseShipping: amounts written the Korean way", () => {
  it.each([
    ["3,000원 (5만원 이상 무료)", { fee: 3000, freeThreshold: 50000 }],
    ["2,500원 / 3만 5천원 이상 무료", { fee: 2500, freeThreshold: 35000 }],
    ["3,000원 (50,000원↑ 무료)", { fee: 3000, freeThreshold: 50000 }],
    ["택배비 3,000원, 4만원 이상 무료", { fee: 3000, freeThreshold: 40000 }],
  ] as const)("%s", (text, expected) => {
    expect(parseShipping(text)).toEqual(expected);
  });
});
