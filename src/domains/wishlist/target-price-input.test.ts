import { describe, expect, it } from "vitest";
import { readTargetPriceInput } from "./target-price-input";

describe("readTargetPriceInput", () => {
  it("reads won amounts as people type them", () => {
    for (const text of ["9900", "9,900", " 9,900원 ", "9 900"]) expect(readTargetPriceInput(text)).toEqual({ ok: true, targetPrice: 9900 });
  });

  it("an empty field clears the target", () => {
    expect(readTargetPriceInput("  ")).toEqual({ ok: true, targetPrice: null });
  });

  it("refuses letters and signs instead of reading them as an empty field", () => {
    for (const text of ["abc", "9900abc", "-100", "9.9", "만원"])
      expect(readTargetPriceInput(text)).toEqual({ ok: false, message: "목표가는 숫자로 입력해 주세요. (예: 9,900)" });
  });
});
