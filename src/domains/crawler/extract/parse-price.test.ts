import { describe, expect, it } from "vitest";
import { findPrice, findPrices, parseAmount, parsePrice } from "@/domains/crawler/extract/parse-price";

describe("parsePrice", () => {
  it.each<[string | number | null, number | null]>([
    ["12,900원", 12900],
    ["12900", 12900],
    ["₩12,900", 12900],
    ["￦12,900", 12900],
    ["\\12,900", 12900],
    ["12,900 KRW", 12900],
    ["KRW 12,900", 12900],
    ["12,900 won", 12900],
    ["  12,900\u00A0원 ", 12900],
    ["\u00A0₩\u00A012,900\u00A0", 12900],
    ["１２，９００원", 12900],
    ["12900.00", 12900],
    ["12900.0", 12900],
    ["12.900원", 12900],
    ["1.234.000원", 1234000],
    ["1,234,000", 1234000],
    ["1.2만원", 12000],
    ["1.25만원", 12500],
    ["1만 2천원", 12000],
    ["1만2천원", 12000],
    ["1만 2,000원", 12000],
    ["1만 2천 5백원", 12500],
    ["12만원", 120000],
    ["3천원", 3000],
    ["0원", 0],
    ["0", 0],
    ["-1,000원", -1000],
    [12900, 12900],
    [12900.4, 12900],
    ["", null],
    ["무료", null],
    ["가격문의", null],
    ["12.9", null],
    ["12,90원", null],
    ["2천 1만원", null],
    ["12,900원 ~ 15,900원", null],
    [Number.NaN, null],
    [null, null],
  ])("%j → %j", (input, expected) => {
    expect(parsePrice(input)).toBe(expected);
  });
});

describe("parseAmount", () => {
  it("rejects a bare number before a unit", () => {
    expect(parseAmount("1 2만")).toBeNull();
  });
});

describe("findPrice", () => {
  it.each<[string, number | null]>([
    ["10,900원 (2,000원 할인)", 10900],
    ["판매가 : 12,900원", 12900],
    ["30ml 9.8mg 12,900원", 12900],
    ["12,900", 12900],
    ["정가 ₩15,000 → ₩12,900", 15000],
    ["가격 문의", null],
  ])("%j → %j", (input, expected) => {
    expect(findPrice(input)).toBe(expected);
  });

  it("lists every token with its position and marking", () => {
    expect(findPrices("3,000원 (50,000원 이상 구매 시 무료)").map((token) => [token.value, token.marked])).toEqual([
      [3000, true],
      [50000, true],
    ]);
  });

  it("does not read a dash between words as a minus sign", () => {
    expect(findPrices("3mg -1,000원").map((token) => token.value)).toEqual([3, -1000]);
    expect(findPrices("옵션-1,000원").map((token) => token.value)).toEqual([1000]);
  });
});
